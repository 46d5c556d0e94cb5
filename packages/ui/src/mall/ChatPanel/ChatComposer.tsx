import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHAT_TEXT_MAX, IMAGE_TYPES, imageFileProblem, messages as domainMessages } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ImageIcon, SendIcon } from '../../icons/index.tsx';
import { chatTextLength } from './chatView.ts';

export interface ChatComposerProps {
  /** False once the connection is over (broken, taken over, logged out): nothing can be sent. */
  enabled: boolean;
  onSendText?: ((text: string) => void) | undefined;
  onSendImage?: ((file: File) => void) | undefined;
  /**
   * A text to put into the box (a store's quick reply): each new `id` appends its `text` to what is typed
   * (with a space between) and focuses the box; nothing is sent until Send.
   */
  insert?: { id: number; text: string } | null | undefined;
  /** More tools beside the picture button (the merchant centre's quick replies). */
  tools?: ReactNode;
}

/**
 * The composer: the text box, then a picture button (images only, 2 MB, checked here with the domain's
 * rule and messages before anything is sent), the refusal if any, the `used/500` counter and Send. Enter sends and
 * Shift+Enter starts a new line (not while an input method is composing, so Chinese input is safe). A
 * text over CHAT_TEXT_MAX stays in the box and is refused with a message; a sent one clears the box.
 * `insert` adds a text to the box (a quick reply), `tools` more buttons beside the picture's.
 */
export function ChatComposer({ enabled, onSendText, onSendImage, insert, tools }: ChatComposerProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [insertedId, setInsertedId] = useState<number | null>(null);
  if (insert && insert.id !== insertedId) {
    setInsertedId(insert.id);
    setText((typed) => (typed.trim() === '' ? insert.text : `${typed.trimEnd()} ${insert.text}`));
  }
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    if (insertedId !== null) box.current?.focus();
  }, [insertedId]);
  const used = chatTextLength(text);
  const over = used > CHAT_TEXT_MAX;

  const send = () => {
    if (!enabled) return;
    if (over) {
      setProblem(t`A message can have at most ${CHAT_TEXT_MAX} characters`);
      return;
    }
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSendText?.(trimmed);
    setText('');
    setProblem(null);
    box.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onPick = (file: File | undefined) => {
    if (!file || !enabled) return;
    const reason = imageFileProblem(file);
    if (reason) {
      setProblem(i18n._(reason === 'type' ? domainMessages.imageType : domainMessages.imageTooLarge));
      return;
    }
    setProblem(null);
    onSendImage?.(file);
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex shrink-0 flex-col gap-2 border-t border-neutral-200 bg-neutral-0 px-3 py-2 md:px-4"
    >
      <textarea
        ref={box}
        id={id}
        value={text}
        rows={2}
        disabled={!enabled}
        enterKeyHint="send"
        aria-label={t`Message`}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        placeholder={t`Type a message. Enter sends, Shift+Enter starts a new line`}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        className="block h-16 w-full resize-none rounded border border-neutral-200 bg-neutral-0 px-2 py-1.5 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 md:h-20"
      />
      <div className="flex items-center gap-3">
        <label
          className={cn(
            'flex size-8 cursor-pointer items-center justify-center rounded text-neutral-600 hover:bg-neutral-100 hover:text-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-info',
            !enabled && 'cursor-not-allowed opacity-50',
          )}
        >
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-label={t`Send an image`}
            disabled={!enabled}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Clear the field so that picking the same file again still fires a change.
              event.target.value = '';
              onPick(file);
            }}
          />
          <ImageIcon className="size-5" strokeWidth={1.8} />
        </label>
        {tools}
        <p
          id={`${id}-problem`}
          role="alert"
          className={cn('m-0 min-w-0 flex-1 text-sm text-danger', !problem && 'invisible')}
        >
          {problem}
        </p>
        <span
          id={`${id}-count`}
          className={cn('font-num text-xs', over ? 'text-danger' : 'text-neutral-500')}
          data-testid="chat-counter"
        >
          <span aria-hidden="true">
            {used}/{CHAT_TEXT_MAX}
          </span>
          <span className="sr-only">
            <Trans>
              {used} of {CHAT_TEXT_MAX} characters
            </Trans>
          </span>
        </span>
        <Button type="submit" size="sm" disabled={!enabled || text.trim() === ''}>
          <SendIcon className="size-4" strokeWidth={1.8} />
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}
