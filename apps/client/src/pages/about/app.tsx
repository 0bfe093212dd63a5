import { AppDownload } from '@/features/about/components/AppDownload';
import { PageShell } from '@/shared/ui/PageShell';

export default function AppDownloadPage() {
  return <PageShell><AppDownload /></PageShell>;
}
