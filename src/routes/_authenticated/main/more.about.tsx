import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../../features/profile/components/about-page';

/** More → About (spec part 2 §2 "More area"). */
export const Route = createFileRoute('/_authenticated/main/more/about')({
  component: AboutPage,
});
