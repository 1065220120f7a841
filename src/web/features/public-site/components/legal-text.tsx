import { cn } from '@web/lib/cn';

/**
 * Paragraphs from a translated text: a blank line separates paragraphs, and a paragraph whose
 * every line starts with "- " is a list. Plain text only; translations never carry markup.
 */
export function LegalText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className={cn('grid gap-4 leading-relaxed text-foreground/90', className)}>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const key = `${index}-${block.slice(0, 16)}`;
        if (lines.every((line) => line.trimStart().startsWith('- '))) {
          return (
            <ul key={key} className="grid list-disc gap-1 pl-6">
              {lines.map((line) => (
                <li key={line}>{line.trimStart().slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block}</p>;
      })}
    </div>
  );
}
