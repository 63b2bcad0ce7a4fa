import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { contentMessages as t } from '../messages';
import { BodyPicture } from '../lib/picture';
import { InsertPictureButton } from './InsertPictureButton';
import { LinkDialog } from './LinkDialog';

/** What the editor offers: h2/h3, bold, italic, lists, links, quotes, paragraphs, pictures — what the server's sanitiser keeps. */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] }),
    BodyPicture,
  ];
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

export const Prose = styled.div`
  .tiptap {
    min-height: 16rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    overflow-wrap: anywhere;
  }
  .tiptap:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  blockquote {
    margin: ${({ theme }) => theme.space.sm} 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

function Toolbar({ editor }: { editor: Editor }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      quote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof typeof active; run: () => void }[] = [
    { key: 'h2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'bulletList', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', run: () => chain().toggleOrderedList().run() },
    { key: 'link', run: () => setLinkOpen(true) },
    { key: 'quote', run: () => chain().toggleBlockquote().run() },
  ];
  const labels: Record<keyof typeof active, string> = { ...t.toolbar };
  return (
    <>
      <Bar role="toolbar" aria-label={t.toolbar.label}>
        {buttons.map(({ key, run }) => (
          <Button key={key} type="button" variant="secondary" size="sm" aria-label={labels[key]} aria-pressed={active[key]} onClick={run}>
            {labels[key]}
          </Button>
        ))}
        <InsertPictureButton editor={editor} />
      </Bar>
      {linkOpen ? (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            setLinkOpen(false);
            const range = chain().extendMarkRange('link');
            if (href) range.setLink({ href }).run();
            else range.unsetLink().run();
          }}
        />
      ) : null}
    </>
  );
}

export interface RichTextEditorProps {
  id: string;
  /** The accessible name (the field's label). */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  /** HTML at mount; a new value from outside needs a new `key`. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/** The editors' rich text (TipTap): a toolbar of the kit's buttons, German spell-checking by the browser. */
export function RichTextEditor({ id, label, describedBy, invalid = false, value, onChange, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        spellcheck: 'true',
        lang: 'de',
        'data-testid': 'content-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  return (
    <Frame $invalid={invalid}>
      {editor ? <Toolbar editor={editor} /> : null}
      <Prose>
        <EditorContent editor={editor} />
      </Prose>
    </Frame>
  );
}

/** A version's text, read-only, through the same schema. */
export function RichTextView({ html, label }: { html: string; label: string }) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: html,
    editable: false,
    editorProps: { attributes: { 'aria-label': label, lang: 'de', 'aria-readonly': 'true' } },
  });
  return (
    <Prose>
      <EditorContent editor={editor} />
    </Prose>
  );
}
