import { loadTexts } from '@web/lib/i18n/texts';

export { useAssignees } from './api/get-users';
export { useSearchPeople } from './api/search-people';
export { AddTeamMemberDialog } from './components/add-team-member-dialog';
export { ClientsTab } from './components/clients-tab';
export { TeamTab } from './components/desk-team-tab';
export { EditClientDialog } from './components/edit-client-dialog';
export { UsersTab } from './components/users-tab';

loadTexts('people');
