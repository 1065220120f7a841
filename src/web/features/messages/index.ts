import { loadTexts } from '@web/lib/i18n/texts';

export { attachRefusalText } from './attach-verdict';
export { CaseThread } from './components/case-thread';
export { MessagesTab } from './components/messages-tab';

loadTexts('messages');
