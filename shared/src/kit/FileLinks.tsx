/** A file as a link: where it opens and what the link says. */
export interface FileLink {
  id: number | string;
  url: string;
  text: string;
}

export interface FileLinksProps {
  /** The list's accessible name (e.g. „Fotos“). */
  label: string;
  files: readonly FileLink[];
}

/**
 * Files (photos, documents; often signed URLs valid a few minutes) as a list of links, each opening in a new tab;
 * nothing without files (the back office's and the orders area's dispute photos; since 1.15.0).
 */
export function FileLinks({ label, files }: FileLinksProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noreferrer">
            {file.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
