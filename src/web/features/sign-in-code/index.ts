export { EmailCodeSignIn } from './components/email-code-sign-in';
