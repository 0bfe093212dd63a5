import { useRouter } from '@tarojs/taro';
import { pdfSource, PDF_TEXT } from '@/features/pdf/model';
import { PdfViewer } from '@/features/pdf/components/PdfViewer';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/pdf/index?url= (public, SPEC §2 pdf): the PDF viewer. */
export default function PdfPage() {
  const { params } = useRouter();
  const url = pdfSource(params.url);
  return (
    <PageShell>
      {url ? <PdfViewer url={url} /> : <ErrorState title={PDF_TEXT.invalid} message={PDF_TEXT.invalidNote} />}
    </PageShell>
  );
}
