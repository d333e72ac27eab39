import { createHash, createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';

// §7.9 Apple Wallet's answer as a provider sends it: a .pkpass, a zip of pass.json, a manifest of each file's SHA-1
// and a signature. The provider signs with its Apple certificate; the sandbox signs the manifest with its own secret,
// so that a test sees a well-formed pass without a certificate.

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** A zip without compression (method 0), which is all a pass reader needs. */
export function storedZip(files: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A loyalty card (storeCard) or an e-ticket (eventTicket) pass, its barcode the card number or the booking. */
export function pkpass(
  pass: { kind: 'card' | 'eTicket'; serialNumber: string; message: string; description: string; fields: object },
  secret: string,
): Buffer {
  const passJson = Buffer.from(
    JSON.stringify({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.fincher-sandbox',
      teamIdentifier: 'SANDBOX000',
      organizationName: 'fincher sandbox',
      serialNumber: pass.serialNumber,
      description: pass.description,
      [pass.kind === 'card' ? 'storeCard' : 'eventTicket']: pass.fields,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: pass.message, messageEncoding: 'iso-8859-1' }],
    }),
  );
  const manifest = Buffer.from(JSON.stringify({ 'pass.json': createHash('sha1').update(passJson).digest('hex') }));
  const signature = createHmac('sha256', secret).update(manifest).digest();
  return storedZip([
    { name: 'pass.json', data: passJson },
    { name: 'manifest.json', data: manifest },
    { name: 'signature', data: signature },
  ]);
}
