/**
 * A pass's QR as a PNG data URL. `qrcode` is imported here, on demand, so it stays in the
 * /visitors chunk and loads only once a pass is shown. Error correction Q survives a cracked
 * phone screen or a smudged print at the gate.
 */
import { useEffect, useState } from 'react';

export interface QrImage {
  url?: string;
  failed: boolean;
}

export function useQrImage(text: string): QrImage {
  const [image, setImage] = useState<QrImage & { text?: string }>({ failed: false });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, { errorCorrectionLevel: 'Q', margin: 2, width: 280 }),
      )
      .then((url) => live && setImage({ text, url, failed: false }))
      .catch(() => live && setImage({ text, failed: true }));
    return () => {
      live = false;
    };
  }, [text]);
  // An image of another pass (the list re-used this component) is never shown.
  return image.text === text ? image : { failed: false };
}
