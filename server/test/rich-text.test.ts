import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sanitizeTerms } from '../lib/html';

describe('rich text sanitising (terms, campaign info)', () => {
  test('colour stays on bold, italic, underlined and linked text, as on plain text', () => {
    const html =
      '<p><strong style="color: rgb(230, 0, 0);">bold</strong> <em style="color: #008a00;">italic</em> ' +
      '<u style="color: blue;">under</u> <a href="https://example.com/rules" target="_blank" style="color: rgb(0, 102, 204);">rules</a> ' +
      '<span style="color: #9933ff;">plain</span></p>';
    assert.equal(
      sanitizeTerms(html),
      '<p><strong style="color:rgb(230, 0, 0)">bold</strong> <em style="color:#008a00">italic</em> ' +
        '<u style="color:blue">under</u> <a href="https://example.com/rules" target="_blank" rel="noopener noreferrer" style="color:rgb(0, 102, 204)">rules</a> ' +
        '<span style="color:#9933ff">plain</span></p>',
    );
  });

  test('nothing but a colour survives in a style, and nothing runs', () => {
    assert.equal(
      sanitizeTerms('<strong style="color: red; position: fixed; background: url(x)">x</strong>'),
      '<strong style="color:red">x</strong>',
    );
    assert.equal(sanitizeTerms('<em style="color: expression(alert(1))">x</em>'), '<em>x</em>');
    assert.equal(
      sanitizeTerms('<a href="javascript:alert(1)" style="color: red" onclick="x()">x</a>'),
      '<a style="color:red">x</a>',
    );
    assert.equal(
      sanitizeTerms(
        '<h2 style="color: red">Title</h2><li style="color:red">item</li><img src=x onerror=alert(1)>',
      ),
      '<h2>Title</h2><li>item</li>',
    );
  });
});
