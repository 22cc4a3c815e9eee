// Next.js allows stylesheets from node_modules in any module: Quill's theme ships only with this chunk.
import 'react-quill-new/dist/quill.snow.css';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useState, type Ref } from 'react';
import type ReactQuill from 'react-quill-new';
import type { Quill } from 'react-quill-new';

import { FieldMessages } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { fromEditorHtml } from './richText';
import styles from './RichTextEditor.module.scss';

type QuillProps = ReactQuill.ReactQuillProps & { editorRef: Ref<ReactQuill> };

// Quill needs `document` as soon as it is imported: it loads in the browser, and only on the pages
// that edit rich text (about 60 kB).
const QuillEditor = dynamic(
  async () => {
    const { default: Editor } = await import('react-quill-new');
    return function QuillEditor({ editorRef, ...props }: QuillProps) {
      return <Editor ref={editorRef} {...props} />;
    };
  },
  { ssr: false, loading: () => <Spinner label="Loading the editor" /> },
);

/** Spec §5: headers 1–3, bold, italic, underline, ordered and bullet lists, link, colour, clear-format. */
const TOOLBAR = [
  [{ header: 1 }, { header: 2 }, { header: 3 }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', { color: [] }],
  ['clean'],
];

/** Only what the toolbar offers survives typing or pasting. */
const FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'link', 'color'];

const MODULES = {
  toolbar: TOOLBAR,
  // Tab leaves the editor, as it leaves any other field, instead of typing a tab or indenting.
  keyboard: { bindings: { tab: false, indent: false, outdent: false, 'remove tab': false } },
};

/** Quill labels its buttons with format names ("list: bullet"); these are what people call them. */
const BUTTON_NAMES: Record<string, string> = {
  'header: 1': 'Heading 1',
  'header: 2': 'Heading 2',
  'header: 3': 'Heading 3',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  'list: ordered': 'Numbered list',
  'list: bullet': 'Bulleted list',
  link: 'Link',
  clean: 'Clear formatting',
};

/** Names Quill's toolbar, its buttons, its colour picker and its link box for assistive technology. */
function labelToolbar(editor: Quill, label: string) {
  const toolbar = (editor.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
  if (toolbar) {
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', `${label}: formatting`);
    toolbar.querySelectorAll('button[aria-label]').forEach((button) => {
      const name = BUTTON_NAMES[button.getAttribute('aria-label') ?? ''];
      if (name) button.setAttribute('aria-label', name);
    });
    toolbar.querySelector('.ql-color .ql-picker-label')?.setAttribute('aria-label', 'Text colour');
    toolbar.querySelectorAll('.ql-color .ql-picker-item').forEach((item) => {
      const colour = item.getAttribute('data-value');
      item.setAttribute('aria-label', colour ? `Colour ${colour}` : 'Default colour');
    });
  }
  editor.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');
}

interface Props {
  label: string;
  /** The HTML the editor starts with. It is read once: give the editor a new `key` to start over. */
  defaultValue: string;
  /** The edited HTML, '' when the editor is empty; called for the user's changes only. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
}

/**
 * A rich-text field on Quill with the toolbar of spec §5. Its editable area is labelled, tied to its
 * hint or error, and left with Tab like any field. The editor keeps its own content: loading the
 * initial HTML is not a change, so a form stays clean until the user types.
 */
export function RichTextEditor({
  label,
  defaultValue,
  onChange,
  onBlur,
  error,
  hint,
  readOnly = false,
}: Props) {
  const controlId = useId();
  const [editor, setEditor] = useState<Quill | null>(null);
  const attach = useCallback((instance: ReactQuill | null) => setEditor(instance?.getEditor() ?? null), []);
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;

  useEffect(() => {
    if (!editor) return;
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    root.setAttribute('aria-readonly', String(readOnly));
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    labelToolbar(editor, label);
  }, [editor, label, describedBy, error, readOnly]);

  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div className={[styles.editor, error ? styles.invalid : ''].join(' ')}>
        <QuillEditor
          editorRef={attach}
          theme="snow"
          defaultValue={defaultValue}
          modules={MODULES}
          formats={FORMATS}
          readOnly={readOnly}
          onChange={(html, _delta, source) => {
            if (source === 'user') onChange(fromEditorHtml(html));
          }}
          onBlur={() => onBlur?.()}
        />
      </div>
      <FieldMessages controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
