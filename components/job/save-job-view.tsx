export interface SaveJobLabels {
  /** The button's name, the same whether saved or not (aria-pressed tells which). */
  name: string;
  save: string;
  saved: string;
}

export interface SaveJobButtonProps {
  jobId: number;
  labels: SaveJobLabels;
  placement: 'card' | 'page';
}

/** The save button as it looks: a toggle whose pressed state says whether the job is saved. */
export function SaveJobView({
  labels,
  placement,
  saved,
  busy,
  disabled = false,
  onToggle,
}: {
  labels: SaveJobLabels;
  placement: 'card' | 'page';
  saved: boolean;
  busy: boolean;
  /** While the signed-in button loads: a click now would be lost. */
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`save-job save-job--${placement}`}
      aria-pressed={saved}
      aria-label={labels.name}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      <span aria-hidden="true" className="save-job__icon">
        {saved ? '♥' : '♡'}
      </span>
      <span className="save-job__text">{saved ? labels.saved : labels.save}</span>
    </button>
  );
}
