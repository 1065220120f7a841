import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './people-keys';

/** A mutation of this tab: on success every list, detail and figure of the tab is fetched again. */
export function useUsersMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
