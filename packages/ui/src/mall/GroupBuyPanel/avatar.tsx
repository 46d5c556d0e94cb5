// A member's round avatar: the picture, or the first character of the nickname when there is none.
import { cn } from '../../lib/cn.ts';
import { Image } from '../../primitives/Image/index.ts';

export function MemberAvatar({
  nickName,
  pic,
  className,
}: {
  nickName: string;
  pic: string | null;
  className?: string;
}) {
  const initial = [...nickName.trim()][0] ?? '?';
  const fallback = (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center rounded-full bg-brand-soft font-medium text-brand-hover"
    >
      {initial}
    </span>
  );
  return (
    <span className={cn('inline-block size-9 shrink-0 overflow-hidden rounded-full', className)}>
      {pic ? <Image src={pic} alt="" ratio={1} rounded="full" fallback={fallback} /> : fallback}
    </span>
  );
}

/** Members a team still needs (never below zero). */
export function seatsLeft(team: { joinNum: number; groupNumber: number }): number {
  return Math.max(0, team.groupNumber - team.joinNum);
}
