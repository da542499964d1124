import {
  Button,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Toolbar,
  ToolbarToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_PROTOCOLS } from '@/components/richtext/allowlist';
import '@/components/form/strings';

const useStyles = makeStyles({
  root: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  },
  invalid: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    minHeight: '10rem',
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    '& .ProseMirror': { outline: 'none', minHeight: '9rem' },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
  },
  linkForm: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** The id of the label that names the text box. */
  labelledBy: string;
  invalid?: boolean;
}

interface Format {
  key: string;
  icon: ReactElement;
  run(editor: Editor): boolean;
  active?(editor: Editor): boolean;
}

const FORMATS: readonly Format[] = [
  {
    key: 'bold',
    icon: <TextBoldRegular />,
    run: (e: Editor) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <TextItalicRegular />,
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <TextUnderlineRegular />,
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'heading2',
    icon: <TextHeader2Regular />,
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e: Editor) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'heading3',
    icon: <TextHeader3Regular />,
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e: Editor) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bulletList',
    icon: <TextBulletListLtrRegular />,
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <TextNumberListLtrRegular />,
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    icon: <TextQuoteRegular />,
    run: (e: Editor) => e.chain().focus().toggleBlockquote().run(),
  },
] satisfies {
  key: string;
  icon: ReactElement;
  run(e: Editor): boolean;
  active?(e: Editor): boolean;
}[];

/**
 * Rich text limited to the server's allowlist (TipTap): paragraphs, bold, italic, underline,
 * headings 2–3, lists, quotes and links (http, https, mailto, tel). No code, images or tables:
 * what the server would strip is never offered.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation('form');
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: [...RICH_TEXT_PROTOCOLS],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  // A value set from outside (a reset, the server's copy) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    // Null until the editor exists (it is made after the first render).
    selector: ({ editor: e }): Record<string, boolean> =>
      e
        ? Object.fromEntries([
            ...FORMATS.map((f) => [f.key, f.active ? f.active(e) : e.isActive(f.key)]),
            ['link', e.isActive('link')],
          ])
        : {},
  });
  if (!editor) return <div className={styles.root} aria-busy="true" />;
  const checked = Object.entries(active ?? {})
    .filter(([, on]) => on)
    .map(([key]) => key);
  return (
    <div className={`${styles.root} ${invalid ? styles.invalid : ''}`}>
      <Toolbar
        aria-label={t('richText.toolbar')}
        size="small"
        className={styles.toolbar}
        checkedValues={{ format: checked }}
      >
        {FORMATS.map((format) => (
          <ToolbarToggleButton
            key={format.key}
            name="format"
            value={format.key}
            appearance="subtle"
            icon={format.icon}
            aria-label={t(`richText.${format.key}`)}
            // A click keeps the caret in the text: the button does not take the focus, so what
            // is typed next goes on in the new format (a space went to the button before).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format.run(editor)}
          />
        ))}
        <LinkButton editor={editor} active={Boolean(active?.link)} />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

/** Sets, changes or removes the link of the selection; only the allowed protocols are taken. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('form');
  const styles = useStyles();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  const apply = () => {
    const url = href.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!new RegExp(`^(${RICH_TEXT_PROTOCOLS.join('|')}):`, 'i').test(url)) {
      setError(true);
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trapFocus
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setError(false);
        }
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarToggleButton
          name="format"
          value="link"
          appearance="subtle"
          icon={<LinkRegular />}
          aria-label={t('richText.link')}
          aria-pressed={active}
        />
      </PopoverTrigger>
      <PopoverSurface aria-label={t('richText.link')}>
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label htmlFor={inputId}>{t('richText.linkAddress')}</label>
          <Input
            id={inputId}
            value={href}
            type="url"
            placeholder="https://"
            aria-invalid={error || undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(_, data) => {
              setHref(data.value);
              setError(false);
            }}
          />
          <Button type="submit" appearance="primary">
            {t('richText.apply')}
          </Button>
        </form>
        {error && (
          <p id={`${inputId}-error`} role="alert">
            {t('richText.linkInvalid')}
          </p>
        )}
      </PopoverSurface>
    </Popover>
  );
}
