/** A page (or the app) loading: a CSS spinner, so that it shows before any UI kit has loaded. */
export function PageLoading({ full = false }: { full?: boolean }) {
  return (
    <div className={full ? 'zy-loading zy-loading--full' : 'zy-loading'} role="status" aria-busy="true">
      <span className="zy-spinner" />
    </div>
  );
}
