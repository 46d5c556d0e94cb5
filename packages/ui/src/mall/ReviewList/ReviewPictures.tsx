// A review's pictures as small squares (the product page's reviews, the merchant centre's review list).
import { useLingui } from '@lingui/react/macro';
import { Image } from '../../primitives/Image/index.ts';
import { splitImageUrls } from '../ProductGallery/index.ts';

/** The pictures of a review's comma-separated `pics`; nothing without any. */
export function ReviewPictures({ pics }: { pics: string | null | undefined }) {
  const { t } = useLingui();
  const urls = splitImageUrls(pics);
  if (urls.length === 0) return null;
  return (
    <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-label={t`Review pictures`}>
      {urls.map((src, i) => (
        <li key={src}>
          <Image
            src={src}
            alt={t`Review picture ${i + 1}`}
            ratio={1}
            rounded="md"
            className="size-16 md:size-20"
          />
        </li>
      ))}
    </ul>
  );
}
