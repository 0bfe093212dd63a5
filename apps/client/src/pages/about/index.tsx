import { AboutScreen } from '@/features/about/components/AboutScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function AboutPage() {
  return <PageShell><AboutScreen /></PageShell>;
}
