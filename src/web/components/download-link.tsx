import { type ButtonVariantProps, buttonClass } from '@web/components/ui/button';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

type DownloadLinkProps = ButtonVariantProps & {
  href: string;
  /** Says what is downloaded when the visible words alone do not ("Download passport.pdf"). */
  label?: string;
  children: ReactNode;
};

/** A link that downloads a file (the server sends it as an attachment), drawn as an outlined button with its icon. */
export function DownloadLink({ href, label, children, variant = 'outline', ...look }: DownloadLinkProps) {
  return (
    <a href={href} download aria-label={label} className={buttonClass({ variant, ...look })}>
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
