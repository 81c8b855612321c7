// Flash banners: what was just done (green) or why it was not (red), at the top of the page or of the section posted from.
import type { Flash } from './flash.ts';

export function Banners({ flash }: { flash: Pick<Flash, 'notice' | 'error'> }) {
  return (
    <>
      {flash.notice && (
        <p class="banner ok" role="status">
          {flash.notice}
        </p>
      )}
      {flash.error && (
        <p class="banner error" role="alert">
          {flash.error}
        </p>
      )}
    </>
  );
}
