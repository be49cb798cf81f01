import { apiUrl } from '../../api/client';
import styles from './admin-helpdesk.module.css';

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
    <a href={apiUrl(photo)} target="_blank" rel="noreferrer" className={styles.photo}>
      <img src={apiUrl(thumbnail || photo)} alt={alt} loading="lazy" />
    </a>
  );
}
