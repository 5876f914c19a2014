import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  id: string;
  labelId: string;
  value: string;
  editable: boolean;
  invalid: boolean;
  /** The HTML, or undefined when the editor is empty. */
  onChange: (html: string | undefined) => void;
  onBlur: () => void;
}

interface Tool {
  key: string;
  icon: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const tools: Tool[] = [
  {
    key: 'bold',
    icon: <FormatBoldIcon />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <FormatItalicIcon />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <FormatUnderlinedIcon />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: <FormatStrikethroughIcon />,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'bulletList',
    icon: <FormatListBulletedIcon />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <FormatListNumberedIcon />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The tiptap editor (StarterKit: bold, italic, underline, strike, lists, link) with its toolbar. */
export default function RichTextEditor({ id, labelId, value, editable, invalid, onChange, onBlur }: Props) {
  const translate = useTranslate();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editable,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(invalid),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? undefined : e.getHTML()),
    onBlur: () => onBlur(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries([
        ...tools.map((t) => [t.key, e ? t.active(e) : false]),
        ['link', e?.isActive('link') ?? false],
      ]),
  });

  const toggleLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(translate('form.linkPrompt'), 'https://');
    if (href && href !== 'https://') editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '& .tiptap': { minHeight: 120, px: 1.5, py: 1, outline: 'none' },
        '& .tiptap p': { my: 0.5 },
      }}
    >
      <ToggleButtonGroup
        size="small"
        aria-label={translate('form.toolbar')}
        sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', width: '100%' }}
      >
        {tools.map((tool) => (
          <ToggleButton
            key={tool.key}
            value={tool.key}
            selected={Boolean(active?.[tool.key])}
            aria-label={translate(`form.${tool.key}`)}
            disabled={!editable}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.icon}
          </ToggleButton>
        ))}
        <ToggleButton
          value="link"
          selected={Boolean(active?.link)}
          aria-label={translate('form.link')}
          disabled={!editable}
          onMouseDown={(e) => e.preventDefault()}
          onClick={toggleLink}
        >
          <LinkIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <EditorContent editor={editor} />
    </Box>
  );
}
