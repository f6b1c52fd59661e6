import type { PreviewPart } from './previewParts';

/** A fix's preview: removed words struck, added words marked, unchanged context plain, elisions as "…". */
export function EditPreview({ parts }: { parts: readonly PreviewPart[] }) {
  return (
    <p class="pf-preview" data-testid="preflight-fix-preview">
      {parts.map((part, i) => {
        if (part.kind === 'gap')
          return (
            <span key={i} class="pf-preview__gap" aria-hidden="true">
              …
            </span>
          );
        if (part.kind === 'del') return <del key={i}>{part.text}</del>;
        if (part.kind === 'ins') return <ins key={i}>{part.text}</ins>;
        return <span key={i}>{part.text}</span>;
      })}
    </p>
  );
}
