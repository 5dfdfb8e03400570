import traveller1 from '../../assets/traveller-1.svg';
import traveller2 from '../../assets/traveller-2.svg';
import traveller3 from '../../assets/traveller-3.svg';

export interface Testimonial {
  heading: string;
  quote: string;
  stars: number;
  name: string;
  location: string;
  image: string;
  imageAlt: string;
}

/** §2: three fixed testimonials, five stars each. */
export const TESTIMONIALS: Testimonial[] = [
  {
    heading: 'Pilgrimage With Peace of Mind',
    quote:
      'From the visa to the last day in Madinah, everything was arranged. Our guide was patient with my mother and the hotel was a short walk from the Haram. I could focus on my worship.',
    stars: 5,
    name: 'Aisha Bello',
    location: 'Kano, Nigeria',
    image: traveller1,
    imageAlt: 'Portrait of Aisha Bello',
  },
  {
    heading: 'A Perfect Holiday',
    quote:
      'Our family trip to Dubai was smooth from start to finish: good flights, a lovely hotel and tours the children still talk about. We have already booked the next one.',
    stars: 5,
    name: 'Chinedu Okafor',
    location: 'Enugu, Nigeria',
    image: traveller2,
    imageAlt: 'Portrait of Chinedu Okafor',
  },
  {
    heading: 'Traveling the Road to Forever',
    quote:
      'They planned our honeymoon to Zanzibar down to the last detail and answered every message on WhatsApp within minutes. A beginning we will never forget.',
    stars: 5,
    name: 'Tolu and Yemi Adeyemi',
    location: 'Lagos, Nigeria',
    image: traveller3,
    imageAlt: 'Portrait of Tolu and Yemi Adeyemi',
  },
];
