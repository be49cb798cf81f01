/**
 * Flat areas by CSV (`apartment_number,area_sqft`): every good line is saved, and each bad one
 * is listed with its line number and why, so the file can be fixed and sent again.
 */
import type { FlatAreasResult } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { Banner } from '../../ui/banner';
import { CsvUploadForm, LineList } from './csv-upload-form';
import { useUploadFlatAreas } from './use-dues-admin';

export function AreasUpload({ online }: { online: boolean }) {
  const upload = useUploadFlatAreas();
  return (
    <CsvUploadForm
      label="Areas from a CSV file"
      file={{
        label: 'Areas file (CSV)',
        hint: 'First line apartment_number,area_sqft; then one flat per line, e.g. A101,1250',
      }}
      submitLabel="Upload areas"
      online={online}
      upload={upload}
      failure={messages.flatAreasUploadFailed}
      send={(file) => upload.mutate(file)}
      outcome={(result) => <AreasOutcome result={result} />}
    />
  );
}

function AreasOutcome({ result }: { result: FlatAreasResult }) {
  const { updated, problems } = result;
  return (
    <>
      <Banner tone={problems.length ? 'error' : 'success'}>
        {messages.flatAreasUploaded(updated, problems.length)}
      </Banner>
      <LineList label="Lines not read" lines={problems} />
    </>
  );
}
