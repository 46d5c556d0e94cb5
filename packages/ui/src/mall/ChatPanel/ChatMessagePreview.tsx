import { useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@mall/domain';

/**
 * One line of a conversation's last message, for the conversation lists (the shopper's /chat and the
 * merchant centre's workspace): its text, or what kind of card or picture it was.
 */
export function ChatMessagePreview({ message }: { message: ChatMessage | null }) {
  const { t } = useLingui();
  if (!message) return <>{t`No messages yet`}</>;
  switch (message.msgType) {
    case 'text':
      // One line: the breaks of a longer text become spaces.
      return <>{message.content.replace(/\s+/g, ' ')}</>;
    case 'image':
      return <>{t`[Image]`}</>;
    case 'prod': {
      const name = message.prod?.prodName ?? message.content;
      return <>{t`[Product] ${name}`}</>;
    }
    case 'order': {
      const orderNumber = message.content;
      return <>{t`[Order] ${orderNumber}`}</>;
    }
  }
}
