import { useRouter } from '@tarojs/taro';
import { MediaLibrary } from '@/features/video/components/MediaLibrary';
import { PageShell } from '@/shared/ui/PageShell';

/** 媒体库: category tabs over a grid of videos (?categoryId= picks the first tab). */
export default function MediaLibraryPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <MediaLibrary initialCategoryId={Number(params.categoryId) || undefined} />
    </PageShell>
  );
}
