import { useRef, useState, type ChangeEvent } from 'react';
import type { UploadContentType } from '@leisure/api-contract/browser';
import { checkFileForUpload, type FileUpload, type FileUploadRules } from '@leisure/api-client';

/**
 * The file chosen in a file input, checked as soon as it is chosen (type by its first bytes, size): either the
 * upload body or a message for the field. `reset` empties the input after a successful upload.
 */
export function useChosenFile<T extends UploadContentType>(rules: FileUploadRules<T>) {
  const [upload, setUpload] = useState<FileUpload<T> | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const checking = useRef(0);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const attempt = ++checking.current;
    setUpload(undefined);
    setError(undefined);
    if (!file) return;
    const checked = await checkFileForUpload(file, rules);
    if (attempt !== checking.current) return;
    if (checked.ok) setUpload(checked.upload);
    else setError(checked.message);
  }

  function reset() {
    setUpload(undefined);
    setError(undefined);
    setInputKey((key) => key + 1);
  }

  return { upload, error, setError, onChange, reset, inputKey };
}
