<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>main</name>
    <message>
        <source>Mod Workbench: open, inspect, extract and pack game archives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window once the file is loaded, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the translated window title and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive to open (.MOD, .MPQ).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mod Workbench</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::Archive</name>
    <message>
        <source>Not an archive format this program knows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::ArchiveTreeModel</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC-32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::ArchiveView</name>
    <message>
        <source>Filter entries…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::ByteSource</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the file has only %3 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::Error</name>
    <message>
        <source>Input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a file of this format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File is corrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety limit exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsafe path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::ErrorText</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at byte offset 0x%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::JobStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::JobsPanel</name>
    <message>
        <source>Clear finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::SafePath</name>
    <message>
        <source>Refused to write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path is absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path names a drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path climbs out of the target folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::CommandLine</name>
    <message>
        <source>Usage: mwb-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mwb-cli GROUP COMMAND [ARGUMENTS…]   (COMMAND --help for details)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes: 0 success; 1 a check found problems; 2 usage error; 10 i/o error; 11 truncated; 12 bad magic; 13 corrupt; 14 unsupported; 15 checksum mismatch; 16 safety limit exceeded; 17 unsafe path; 18 invalid input; 19 canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mwb-cli: unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::GridCommandSupport</name>
    <message>
        <source>The PNG file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per cell, 1..%1 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated layers: walkable, regions, areas, images, lights, doors (default walkable,doors).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mwb-cli: -o OUT.png is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mwb-cli: --scale takes 1..%1 and --layers a list of known layer names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 cells at scale %3 exceed %4 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PNG: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::MapCommands</name>
    <message>
        <source>detection (Crystal would say type %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show type, size, walkability, doors and reachability of a Legend of Mir 2/3 .map, and how the type was detected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .map file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the walkability heatmap of a Legend of Mir 2/3 .map as PNG (one pixel per cell).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type, dimensions, walkability, doors and regions of a Mir 2/3 .map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a Mir 2/3 .map walkability heatmap as PNG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::ModCommands</name>
    <message>
        <source>Show the header of a Torchlight 2 .MOD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .MOD file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the manifest records of a .MOD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a JSON array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract a .MOD. Without patterns the whole mod becomes a mod folder (MOD.DAT + MEDIA/) that packs back into an equivalent mod; with patterns (wildcards, e.g. &quot;*.DDS&quot;) only matching files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional wildcard patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mwb-cli: -o DIR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extracting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Extracted %n file(s) into %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pack a mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output .MOD file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game version stored in the header (default 1.25.9.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mwb-cli: &quot;%1&quot; is not a game version like 1.25.9.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Packed %n file(s) into %1 (%2 bytes, rolling hash %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Check a .MOD as the game does (rolling hash) and every block, size and CRC. Exits 0 only when the game would accept the mod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>OK: rolling hash %1 matches, %n entries checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAILED: %n problem(s); the game would refuse this mod</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Show the header of a Torchlight 2 .MOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the manifest records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract files or the whole mod folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack a mod folder into a .MOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify a .MOD as the game would</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::MppCommands</name>
    <message>
        <source>Show the header, cell counts and reachability of a Torchlight 2 .MPP pathing grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .MPP file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a Torchlight 2 .MPP pathing grid as PNG (one pixel per cell).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header, cell counts and regions of a Torchlight 2 .MPP pathing grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a Torchlight 2 .MPP pathing grid as PNG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::cli::MpqCommands</name>
    <message>
        <source>Extra listfile with entry names (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferred locale id, e.g. 0x407 (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid locale id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the header and table layout of an MPQ archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the entries of an MPQ archive (unnamed ones as File%08u.ext).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the entries of an MPQ archive as a folder tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extracts entries (all, or those matching wildcard patterns) below DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mwb-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extracting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) extracted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reads every entry and checks (attributes) CRC32/MD5 and sector checksums.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>signature: %1, %n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>MPQ header and tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPQ entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPQ entries as a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract MPQ entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check MPQ entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::GridFileIo</name>
    <message>
        <source>The file is %1 bytes, more than the %2 bytes this format can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open for writing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replace the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::HeatmapBaker</name>
    <message>
        <source>Largest walkable region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolated pocket (one colour per region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walkable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked (ground)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked (object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undefined value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area / object library (tint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image present (tint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (tint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door (closed by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspicious door bytes (0xFF)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mir2map::MapDetector</name>
    <message>
        <source>bytes 0..19 (description) are all zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes 0..19 (description) are not all zero; byte 0 = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>28 + 3·⌈w/2⌉·⌊h/2⌋ + 14·w·h with w × h = %1 × %2 (u16 at 22, 24) gives %3; file size %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no signature: classic maps carry none, the size formula decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes %1 = %2 (expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; byte 4 = %1, byte 28 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2·w·h with w × h = %3 × %4 (u16 at %5, %6, XOR %7) gives %8; file size %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header declares a zero width or height (%1 × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header declares %1 × %2 cells, beyond the limit of %3 per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is truncated: %1 × %2 cells need %3 bytes, the file has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: Crystal would pick type %1 from byte 4, but bytes 18..19 are not CR LF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: the signature bytes do not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: Crystal map version %1 is not supported (only 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: dimensions %1 × %2 are outside 1..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: the formula needs %1 bytes, the file has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: a Mir3 map must match its size formula exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: byte 28 is not 6 and the size is not exactly the 36-byte formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: type %1 comes first in the detection order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has %1 bytes, less than the smallest possible map (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crystal map version %1.%2 is not supported (only version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown or encrypted map: no type&apos;s signature and size formula match (header reads %1 × %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mir2map::MapFile</name>
    <message>
        <source>Cell (%1, %2) lies outside the %3 × %4 map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A door id must be between 1 and 127 (0 removes the door)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::BetHetTables</name>
    <message>
        <source>HET/BET table signature is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HET/BET tables are inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::FileReader</name>
    <message>
        <source>Data of %1 bytes at offset %2 lies beyond the end of the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry is a deletion marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry is an incremental patch file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encryption key of this unnamed entry is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single-unit entry of %1 bytes exceeds the safety limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored data is shorter than the file size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector offset table goes backwards at sector %1 (%2 -&gt; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector %1 claims %2 bytes, more than the sector size %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector %1 fails its adler32 check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sector %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::HashTable</name>
    <message>
        <source>A table declares %1 bytes, beyond the safety limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table of %1 bytes at offset %2 runs past the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hash table size %1 is not a power of two</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::HeaderLocator</name>
    <message>
        <source>Sector size shift %1 is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MPQ tables start beyond the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an MPQ archive: the file is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an MPQ archive: no MPQ header found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqArchive</name>
    <message>
        <source>The (listfile) cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listfile %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The (attributes) cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to read into memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPQ archive (version %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqExtractor</name>
    <message>
        <source>Extraction was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the staging folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the extracted file into place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::SectorDecompressor</name>
    <message>
        <source>Compressed data (method 0x%1) expands beyond the declared %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compressed data (method 0x%1) gave %2 bytes instead of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid compressed data (method 0x%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown compression method 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::DatDocument</name>
    <message>
        <source>The UTF-16 text ends in the middle of a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing tag [/%1] does not match an open block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second root block [%1] follows the first one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &lt;TYPE&gt;KEY:VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A property appears outside any [BLOCK]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected text &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block [%1] is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no [BLOCK]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModArchive</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the structure ends at offset %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CRC-32 is %2, the manifest says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: block offset %2 lies outside the %3-byte data section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2-byte block runs past the end of the data section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the manifest says %2 bytes, the block says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: declares %2 bytes, more than the %3-byte limit per entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: declares %2 bytes from %3 compressed bytes, more than zlib can produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zlib stream is corrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zlib stream ends before the declared %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zlib stream holds more than the declared %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file declares %1 %2, which cannot fit in the %3 bytes that follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a Torchlight 2 mod: container version %1, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header places the %1 at offset %2, past the end of the %3-byte file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inconsistent section offsets: data at %1, manifest at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required mods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest version %1 is newer than the %2 the game reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manifest holds more than %1 records</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModArchiveAdapter</name>
    <message>
        <source>Torchlight 2 mod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry %1 in this mod</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModExtractor</name>
    <message>
        <source>Cannot create the target folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a staging folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModFolder</name>
    <message>
        <source>%1 is not a 64-bit number: &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3, not &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOD.DAT must hold a [MOD] block, not [%1]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModPacker</name>
    <message>
        <source>Cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed while the mod was being packed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packing was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod would be larger than 4 GiB, the format&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file of 4 GiB or more cannot be packed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; would both be stored as %3; rename one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REMOVE_FILES entry &quot;%1&quot; must name a file below MEDIA/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod folder holds both %1; keep only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOD_FILE_NAME &quot;%1&quot; is not a plain file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod folder has no MOD.DAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUIRED_MODS is not supported yet: the game checks a hash of the required mods that this packer cannot compute, so the mod would not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mod folder has no MEDIA folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 items or characters; the format allows at most %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModVerifier</name>
    <message>
        <source>The rolling hash is %1 but the data section gives %2: the game will silently refuse to load this mod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the compressed block holds %2 bytes, more than the %3 the header announces as the largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification was canceled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mpp::MppFile</name>
    <message>
        <source>The file has %1 bytes, less than the %2-byte .MPP header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header declares a %1 × %2 grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header declares a %1 × %2 grid, beyond the limit of %3 per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is truncated: a %1 × %2 grid needs %3 bytes, the file has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grid must be 1..%1 cells per side, not %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell (%1, %2) lies outside the %3 × %4 grid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::gui::ArchiveController</name>
    <message>
        <source>&amp;Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Extract Selection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract &amp;All…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pack Folder into .MOD…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract To</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Extracting %n file(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extracted %n file(s) (%1) to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Packing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Packed %n file(s) into %1 (%2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling hash: stored %1, computed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game accepts this file: %n entries checked.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; the game will refuse this file.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::Backend</name>
    <message>
        <source>“%1” is not a game version like 1.25.9.5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::gui::FileController</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game archives (*.mod *.MOD *.mpq *.MPQ);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::gui::JobsController</name>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Current Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel &amp;All Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Finished Jobs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::gui::MainWindow</name>
    <message>
        <source>No archive open.

Use File › Open…, drop a .MOD file here, or pack a mod folder with Archive › Pack Folder into .MOD…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mod Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Mod Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n entries · %2 unpacked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::PackDialog</name>
    <message>
        <source>Pack Folder into .MOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder with MOD.DAT and MEDIA/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: the mod&apos;s file name beside the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game version stored in the .MOD header, four numbers like 1.25.9.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mod &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mod Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torchlight 2 mods (*.MOD *.mod)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::gui::ViewController</name>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Focus Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mwb::widgets::HeatmapView</name>
    <message>
        <source>Walkable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image presence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual size (1:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no grid to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PNG: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
