import { Carousel, type CarouselSlide } from '../../ui/carousel';
import { committee } from './committee';
import { showPlaceholder } from '../../ui/image-fallback';
import styles from './committee-carousel.module.css';

const slides: CarouselSlide[] = committee.map((member) => ({
  id: member.id,
  content: (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={member.photo}
        alt={`Portrait of ${member.name}`}
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
        onError={showPlaceholder}
      />
      <div>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
        <blockquote className={styles.quote}>
          <p>“{member.quote}”</p>
        </blockquote>
      </div>
    </article>
  ),
}));

/** 'Meet Your RWA': the 9 committee members, one at a time (SPEC.md §2 /about). */
export function CommitteeCarousel() {
  return <Carousel label="Committee members" slides={slides} className={styles.carousel} />;
}
