import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '@admin/schema-screens/detail/RichTextView.js';

describe('rich text on the detail page', () => {
  it('should keep the allowed formatting and drop scripts, handlers and unsafe links', () => {
    const { container } = render(
      <RichTextView
        html={
          '<p onclick="x()">Hello <strong>world</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a><a href="https://example.com" style="color:red">good</a><ul><li>one</li></ul>'
        }
      />,
    );
    expect(container.innerHTML).toBe(
      '<p>Hello <strong>world</strong></p>bad<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a><ul><li>one</li></ul>',
    );
  });
});
