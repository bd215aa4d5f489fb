// The pixels of a PNG, read without any package beyond Node's own: shared
// by flick.mjs (its screenshot) and startup.mjs (the screencast's frames).
import { inflateSync } from "node:zlib";

function fail(msg) {
    throw new Error(msg);
}

// Minimal PNG reader (8-bit RGB/RGBA, not interlaced: what Chromium writes),
// so the test needs no package beyond playwright-core.
export function decodePng(buf) {
    if (buf.readUInt32BE(0) !== 0x89504e47) fail("not a PNG");
    let pos = 8;
    let width = 0, height = 0, colourType = 0, bitDepth = 0, interlace = 0;
    const idat = [];
    while (pos < buf.length) {
        const len = buf.readUInt32BE(pos);
        const type = buf.toString("ascii", pos + 4, pos + 8);
        const data = buf.subarray(pos + 8, pos + 8 + len);
        if (type === "IHDR") {
            width = data.readUInt32BE(0);
            height = data.readUInt32BE(4);
            bitDepth = data[8];
            colourType = data[9];
            interlace = data[12];
        } else if (type === "IDAT") {
            idat.push(data);
        } else if (type === "IEND") {
            break;
        }
        pos += 12 + len;
    }
    const channels = { 2: 3, 6: 4 }[colourType];
    if (bitDepth !== 8 || !channels || interlace !== 0) {
        fail(`unsupported PNG (depth ${bitDepth}, colour type ${colourType}, interlace ${interlace})`);
    }
    const raw = inflateSync(Buffer.concat(idat));
    const stride = width * channels;
    const out = Buffer.alloc(width * height * 4);
    let prev = Buffer.alloc(stride);
    for (let y = 0; y < height; y++) {
        const filter = raw[y * (stride + 1)];
        const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
        for (let i = 0; i < stride; i++) {
            const a = i >= channels ? line[i - channels] : 0;
            const b = prev[i];
            const c = i >= channels ? prev[i - channels] : 0;
            let v = line[i];
            if (filter === 1) v += a;
            else if (filter === 2) v += b;
            else if (filter === 3) v += (a + b) >> 1;
            else if (filter === 4) {
                const p = a + b - c;
                const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
                v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            }
            line[i] = v & 0xff;
        }
        for (let x = 0; x < width; x++) {
            for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = line[x * channels + k];
            out[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
        }
        prev = line;
    }
    return { width, height, rgba: out };
}

// What a drawn board looks like to a machine: a large share of the frame is
// not the single most common colour, and much of it is wood (warm, red over
// green over blue, neither black nor white).
