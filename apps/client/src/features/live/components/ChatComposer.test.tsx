import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { EMOJI_PAGES, EMPTY_COMPOSER, composerReducer, type ComposerState } from '../model';
import { ChatComposer } from './ChatComposer';
import { memberMessage } from './testData';
import { flush } from '../../../../test/flush';

function Harness({ open = true, loggedIn = true, initial = EMPTY_COMPOSER, onSend = vi.fn(), onUpload = vi.fn(), onLogin = vi.fn() }: {
  open?: boolean; loggedIn?: boolean; initial?: ComposerState;
  onSend?: () => void; onUpload?: () => void; onLogin?: () => void;
}) {
  const [state, dispatch] = useReducer(composerReducer, initial);
  return <ChatComposer open={open} loggedIn={loggedIn} state={state} dispatch={dispatch} onSend={onSend} onUpload={onUpload} onLogin={onLogin} />;
}

const q = (selector: string) => document.querySelector(selector) as HTMLElement | null;

describe('ChatComposer', () => {
  it('shows the image upload with empty text and the send button once anything is typed', async () => {
    const onSend = vi.fn();
    const onUpload = vi.fn();
    render(<Harness onSend={onSend} onUpload={onUpload} />);
    const input = q('.chat-input') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.placeholder).toBe('请输入内容');
    expect(q('.chat-send')).toBeNull();
    fireEvent.click(q('.chat-upload')!);
    await flush();
    expect(onUpload).toHaveBeenCalledTimes(1);

    fireEvent.input(input, { target: { value: ' ' } });
    expect(q('.chat-upload')).toBeNull();
    fireEvent.click(q('.chat-send')!);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows @name for a quote until the user closes it', () => {
    render(<Harness initial={composerReducer(EMPTY_COMPOSER, { type: 'quote', message: memberMessage(4) })} />);
    expect(q('.chat-quote-bar')?.textContent).toContain('@三哥');
    fireEvent.click(q('.chat-quote-close')!);
    expect(q('.chat-quote-bar')).toBeNull();
  });

  it('opens the emoji panel with 6 pages of 24 and inserts the tapped emoji', () => {
    render(<Harness />);
    expect(q('.emoji-panel')).toBeNull();
    fireEvent.click(q('.chat-emoji-toggle')!);
    expect(document.querySelectorAll('.emoji-page')).toHaveLength(6);
    expect(document.querySelectorAll('.emoji-item')).toHaveLength(6 * 24);
    fireEvent.input(q('.chat-input')!, { target: { value: '好' } });
    fireEvent.click(document.querySelectorAll('.emoji-item')[1]);
    expect((q('.chat-input') as HTMLInputElement).value).toBe(`好${EMOJI_PAGES[0][1]}`);
    fireEvent.click(q('.chat-emoji-toggle')!);
    expect(q('.emoji-panel')).toBeNull();
  });

  it('says comments are closed when the room does not open them', () => {
    render(<Harness open={false} />);
    expect(q('.chat-closed-notice')?.textContent).toBe('本直播间暂未开放评论');
    expect(q('.chat-input')).toBeNull();
  });

  it('asks visitors to log in', () => {
    const onLogin = vi.fn();
    render(<Harness loggedIn={false} onLogin={onLogin} />);
    expect(q('.chat-input')).toBeNull();
    fireEvent.click(q('.chat-login-prompt')!);
    expect(onLogin).toHaveBeenCalled();
    expect(document.body.textContent).toContain('登录后参与互动');
  });
});
