import { notFound } from 'next/navigation';

/** Any path we do not serve is a real 404 with the localised not-found page. */
export default function UnknownPage() {
  notFound();
}
