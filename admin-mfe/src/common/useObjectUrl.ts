import { useEffect, useState } from 'react';

/** An address of `file` for this page (an image's src, a link), revoked once the file or the screen goes. */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
