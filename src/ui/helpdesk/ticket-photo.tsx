import { apiUrl } from '../../api/client';
import { PhotoThumb } from '../photo-thumb';
import styles from './ticket-thread.module.css';

/** A photo of a complaint or a comment: the thumbnail, opening the full photo in a new tab. */
export function TicketPhoto({
  photo,
  thumbnail,
  alt,
}: {
  photo: string;
  thumbnail: string;
  alt: string;
}) {
  if (!photo) return null;
  return (
    <a href={apiUrl(photo)} target="_blank" rel="noreferrer" className={styles.photoLink}>
      <PhotoThumb image={apiUrl(thumbnail || photo)} alt={alt} className={styles.photo} />
    </a>
  );
}
