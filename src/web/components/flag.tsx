import type { Language } from '@shared/domain/languages';
import { cn } from '@web/lib/cn';
import { useId } from 'react';

/**
 * Small SVG flags for the language switcher. Emoji flags are not used: Windows shows them as
 * two letters, and a flag font from a CDN would be a third-party request (UI.md).
 */
export function Flag({ language, className }: { language: Language; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] ring-1 ring-black/10',
        className,
      )}
    >
      {language === 'en' ? <UnionFlag /> : <Tricolour colours={TRICOLOURS[language]} />}
    </span>
  );
}

type Stripes = {
  direction: 'horizontal' | 'vertical';
  colours: [string, string, string];
  middleShare?: number;
};

const TRICOLOURS: Record<Exclude<Language, 'en'>, Stripes> = {
  es: { direction: 'horizontal', colours: ['#AA151B', '#F1BF00', '#AA151B'], middleShare: 0.5 },
  nl: { direction: 'horizontal', colours: ['#AE1C28', '#FFFFFF', '#21468B'] },
  de: { direction: 'horizontal', colours: ['#000000', '#DD0000', '#FFCE00'] },
  it: { direction: 'vertical', colours: ['#009246', '#FFFFFF', '#CE2B37'] },
  fr: { direction: 'vertical', colours: ['#002654', '#FFFFFF', '#CE1126'] },
};

function Tricolour({ colours: stripes }: { colours: Stripes }) {
  const middle = stripes.middleShare ?? 1 / 3;
  const outer = (1 - middle) / 2;
  const bands = [
    { from: 0, size: outer },
    { from: outer, size: middle },
    { from: outer + middle, size: outer },
  ];
  const isHorizontal = stripes.direction === 'horizontal';
  return (
    <svg aria-hidden="true" viewBox="0 0 30 20" preserveAspectRatio="none" className="block size-full">
      {bands.map((band, index) => (
        <rect
          key={stripes.colours[index]! + String(index)}
          x={isHorizontal ? 0 : band.from * 30}
          y={isHorizontal ? band.from * 20 : 0}
          width={isHorizontal ? 30 : band.size * 30}
          height={isHorizontal ? band.size * 20 : 20}
          fill={stripes.colours[index]}
        />
      ))}
    </svg>
  );
}

function UnionFlag() {
  // Each flag on the page needs its own clip-path id.
  const clipId = useId();
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
      className="block size-full"
    >
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipId})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
