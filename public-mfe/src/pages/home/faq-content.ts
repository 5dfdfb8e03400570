export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** §2: six questions, in this order. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 1,
    question: 'What services do you offer?',
    answer:
      'We arrange Hajj and Umrah pilgrimages, vacation packages, flights and hotels, visa assistance (tourist, business, Hajj and Umrah visas), travel insurance and airport transfers. Each package can combine these so you deal with one team from booking to your return.',
  },
  {
    id: 2,
    question: 'Do you help with visa applications?',
    answer:
      'Yes. We guide you through the documents each visa needs, check your application before it is submitted, book the appointments and follow it up with the embassy or the Hajj and Umrah authorities until your visa is issued.',
  },
  {
    id: 3,
    question: 'Can I customize a package?',
    answer:
      'Yes. Tell us your dates, budget, preferred hotels, room sharing and any special needs, and we will adjust an existing package or build one around you, with a clear price in naira before you pay.',
  },
  {
    id: 4,
    question: 'What is your cancellation and refund policy?',
    answer:
      'It varies by service and package, because airlines, hotels and visa authorities each have their own rules. The terms that apply to your trip are given to you at booking; for any question about a cancellation or a refund, please contact our support team.',
  },
  {
    id: 5,
    question: 'Do you offer group discounts?',
    answer:
      'Yes. We offer special rates for families, religious groups and corporate trips. The larger the group, the better the rate; contact us with your group size and dates for a quote.',
  },
  {
    id: 6,
    question: 'How can I reach you during my trip?',
    answer:
      'Our support is available 24/7 by phone, by e-mail and on WhatsApp-style messaging. Wherever you are on your journey, someone from our team will answer and help.',
  },
];

/** §9: the first four in the left column, the last two in the right. */
export const LEFT_COLUMN_SIZE = 4;
