/**
 * Offers the calendar text as a file download (text/calendar). Browser only, so it is its own entry
 * (`@leisure/calendar/download`) and the sandbox can use the pure builder.
 */
export function downloadCalendar(fileName: string, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
