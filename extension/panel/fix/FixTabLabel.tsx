/** The Fix tab's name with the count of things to change on it (said in words to a screen reader). */
export function FixTabLabel({ count }: { count: number }) {
  return (
    <>
      Fix{' '}
      {count > 0 ? (
        <>
          <span class="pf-count">{count}</span>
          <span class="pf-sr-only">{count === 1 ? ' thing to change' : ' things to change'}</span>
        </>
      ) : null}
    </>
  );
}
