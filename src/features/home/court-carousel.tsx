import { Carousel, type CarouselSlide } from '../../ui/carousel';
import { showPlaceholder } from '../../ui/image-fallback';
import styles from './court-carousel.module.css';

interface Court {
  id: string;
  image: string;
  alt: string;
  title: string;
  caption: string;
}

/** The 4 court pictures of the home page (SPEC.md §2 and §9). */
const courts: readonly Court[] = [
  {
    id: 'badminton',
    image: '/images/courts/badminton.svg',
    alt: 'Indoor badminton court with a net, a racket and a shuttlecock in flight',
    title: 'Badminton',
    caption: 'Two indoor courts with wooden floors, open from 6 AM.',
  },
  {
    id: 'tennis',
    image: '/images/courts/tennis.svg',
    alt: 'Outdoor tennis court with a blue hard surface, fenced and lined with trees',
    title: 'Tennis',
    caption: 'A hard court for early mornings and cool evenings.',
  },
  {
    id: 'pool',
    image: '/images/courts/pool.svg',
    alt: 'Swimming pool with lane ropes, deck chairs and a beach umbrella',
    title: 'Swimming Pool',
    caption: 'Lap lanes for a morning swim and a shaded deck to unwind.',
  },
  {
    id: 'clubhouse',
    image: '/images/courts/clubhouse.svg',
    alt: 'Clubhouse in the evening with lit windows, string lights and dining tables on the lawn',
    title: 'Clubhouse & Banquet Lawn',
    caption: 'Celebrations for up to 200 guests, indoors or under the stars.',
  },
];

const slides: CarouselSlide[] = courts.map((court, i) => ({
  id: court.id,
  content: (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={court.image}
        alt={court.alt}
        width={800}
        height={450}
        // The first picture is on screen at once (the LCP of a wide screen); the rest can wait.
        loading={i === 0 ? 'eager' : 'lazy'}
        fetchPriority={i === 0 ? 'high' : undefined}
        decoding="async"
        onError={showPlaceholder}
      />
      <figcaption className={styles.caption}>
        <strong>{court.title}</strong> {court.caption}
      </figcaption>
    </figure>
  ),
}));

export function CourtCarousel() {
  return <Carousel label="Our courts and clubhouse" slides={slides} />;
}
