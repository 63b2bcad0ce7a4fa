import { useStaff } from '../../auth';

/** Whether the member works the notices queue: trust & safety all of it, support only the reported chats. */
export function useNoticeAccess(): { any: boolean; all: boolean } {
  const { can } = useStaff();
  const all = can('trust_safety');
  return { all, any: all || can('support') };
}
