export { attachRefusalText } from './attach-verdict';
export { CaseThread } from './components/case-thread';
export { MessagesTab } from './components/messages-tab';
