import type { Message } from '@safa/contract';

const CATEGORY_LABELS: Record<Message['category'], string> = {
  contactmessage: 'Contact',
  hajjmessage: 'Hajj',
  umrahmessage: 'Umrah',
  flightmessage: 'Flight',
};

export const categoryLabel = (category: Message['category']): string => CATEGORY_LABELS[category];
