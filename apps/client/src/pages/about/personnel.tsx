import { PersonnelScreen } from '@/features/about/components/PersonnelScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function PersonnelPage() {
  return <PageShell><PersonnelScreen /></PageShell>;
}
