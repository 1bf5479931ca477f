/** A status label with its colour dot. */
export function StatusBadge({ status }: { status: { label: string; color: string } }) {
  return (
    <span className="status-badge">
      <span className="dot" style={{ background: status.color }} aria-hidden="true" />
      {status.label}
    </span>
  );
}
