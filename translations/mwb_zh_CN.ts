<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>main</name>
    <message>
        <source>Mod Workbench: open, inspect, extract and pack game archives.</source>
        <translation>模组工作台：打开、检查、提取和打包游戏归档。</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>界面语言，例如 de 或 zh_CN。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>语言代码</translation>
    </message>
    <message>
        <source>Save a PNG of the window once the file is loaded, then quit.</source>
        <translation>文件加载完成后将窗口截图保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>png</source>
        <translation>PNG文件</translation>
    </message>
    <message>
        <source>Print the translated window title and quit.</source>
        <translation>输出翻译后的窗口标题并退出。</translation>
    </message>
    <message>
        <source>Mod Workbench</source>
        <translation>模组工作台</translation>
    </message>
    <message>
        <source>Select this entry of the archive once it is open (a grid entry is shown as a heatmap).</source>
        <translation>归档打开后选中此条目（网格条目以热力图显示）。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>File to open (.MOD, MPQ, Mir .map, TL2 .MPP).</source>
        <translation>要打开的文件（.MOD、MPQ、传奇 .map、火炬之光 2 .MPP）。</translation>
    </message>
    <message>
        <source>Heatmap layers to show: walkable, regions, areas, images, lights, doors (comma-separated).</source>
        <translation>要显示的热力图图层：walkable, regions, areas, images, lights, doors（以逗号分隔）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Unknown layer in “%1”.</source>
        <translation>“%1”中含有未知的图层。</translation>
    </message>
</context>
<context>
    <name>mwb::Archive</name>
    <message>
        <source>Not an archive format this program knows</source>
        <translation>本程序无法识别该归档格式</translation>
    </message>
</context>
<context>
    <name>mwb::ArchiveTreeModel</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>压缩大小</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩方式</translation>
    </message>
    <message>
        <source>CRC-32</source>
        <translation>CRC-32</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>Locale</source>
        <translation>语言区域</translation>
    </message>
</context>
<context>
    <name>mwb::ArchiveView</name>
    <message>
        <source>Filter entries…</source>
        <translation>筛选条目…</translation>
    </message>
</context>
<context>
    <name>mwb::ByteSource</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the file has only %3 bytes</source>
        <translation>需要在偏移 %2 处读取 %1 字节，但文件只有 %3 字节</translation>
    </message>
</context>
<context>
    <name>mwb::Error</name>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>File is truncated</source>
        <translation>文件被截断</translation>
    </message>
    <message>
        <source>Not a file of this format</source>
        <translation>不是此格式的文件</translation>
    </message>
    <message>
        <source>File is corrupt</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <source>Unsupported variant</source>
        <translation>不支持的变体</translation>
    </message>
    <message>
        <source>Checksum mismatch</source>
        <translation>校验和不匹配</translation>
    </message>
    <message>
        <source>Safety limit exceeded</source>
        <translation>超出安全限制</translation>
    </message>
    <message>
        <source>Unsafe path</source>
        <translation>不安全的路径</translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation>无效输入</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Unknown error</source>
        <translation>未知错误</translation>
    </message>
</context>
<context>
    <name>mwb::ErrorText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>at byte offset 0x%1 (%2)</source>
        <translation>位于字节偏移 0x%1（%2）处</translation>
    </message>
</context>
<context>
    <name>mwb::JobStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel “%1”</source>
        <translation>取消“%1”</translation>
    </message>
</context>
<context>
    <name>mwb::JobsPanel</name>
    <message>
        <source>Clear finished</source>
        <translation>清除已完成</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Cancel “%1”</source>
        <translation>取消“%1”</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>mwb::PropertyModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
</context>
<context>
    <name>mwb::SafePath</name>
    <message>
        <source>Refused to write &quot;%1&quot;: %2</source>
        <translation>拒绝写入“%1”：%2</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>路径为空</translation>
    </message>
    <message>
        <source>the path is absolute</source>
        <translation>路径是绝对路径</translation>
    </message>
    <message>
        <source>the path names a drive</source>
        <translation>路径包含驱动器号</translation>
    </message>
    <message>
        <source>the path climbs out of the target folder</source>
        <translation>路径跳出了目标文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::cli::CommandLine</name>
    <message>
        <source>Usage: mwb-cli %1</source>
        <translation>用法：mwb-cli %1</translation>
    </message>
    <message>
        <source>Usage: mwb-cli GROUP COMMAND [ARGUMENTS…]   (COMMAND --help for details)</source>
        <translation>用法：mwb-cli GROUP COMMAND [ARGUMENTS…]   （COMMAND --help 查看详细说明）</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Exit codes: 0 success; 1 a check found problems; 2 usage error; 10 i/o error; 11 truncated; 12 bad magic; 13 corrupt; 14 unsupported; 15 checksum mismatch; 16 safety limit exceeded; 17 unsafe path; 18 invalid input; 19 canceled.</source>
        <translation>退出码：0 成功；1 检查发现问题；2 用法错误；10 输入/输出错误；11 文件被截断；12 文件标识（魔数）错误；13 文件已损坏；14 不支持；15 校验和不匹配；16 超出安全限制；17 不安全的路径；18 无效输入；19 已取消。</translation>
    </message>
    <message>
        <source>mwb-cli: unknown command &quot;%1&quot;</source>
        <translation>mwb-cli: 未知命令“%1”</translation>
    </message>
</context>
<context>
    <name>mwb::cli::GridCommandSupport</name>
    <message>
        <source>The PNG file to write.</source>
        <translation>要写入的 PNG 文件。</translation>
    </message>
    <message>
        <source>Pixels per cell, 1..%1 (default 1).</source>
        <translation>每个格子的像素数，1..%1（默认 1）。</translation>
    </message>
    <message>
        <source>Comma-separated layers: walkable, regions, areas, images, lights, doors (default walkable,doors).</source>
        <translation>以逗号分隔的图层：walkable, regions, areas, images, lights, doors（默认 walkable,doors）。</translation>
    </message>
    <message>
        <source>mwb-cli: -o OUT.png is required</source>
        <translation>mwb-cli: 必须指定 -o OUT.png</translation>
    </message>
    <message>
        <source>mwb-cli: --scale takes 1..%1 and --layers a list of known layer names</source>
        <translation>mwb-cli: --scale 的取值范围为 1..%1，--layers 须为已知图层名称的列表</translation>
    </message>
    <message>
        <source>%1 × %2 cells at scale %3 exceed %4 pixels</source>
        <translation>%1 × %2 个格子在缩放倍数 %3 下超过 %4 像素</translation>
    </message>
    <message>
        <source>Cannot write the PNG: %1</source>
        <translation>无法写入 PNG：%1</translation>
    </message>
</context>
<context>
    <name>mwb::cli::MapCommands</name>
    <message>
        <source>detection (Crystal would say type %1):</source>
        <translation>类型检测（Crystal 会判定为类型 %1）：</translation>
    </message>
    <message>
        <source>Show type, size, walkability, doors and reachability of a Legend of Mir 2/3 .map, and how the type was detected.</source>
        <translation>显示传奇 2/3 .map 地图的类型、尺寸、可行走性、门和可达性，以及类型的检测过程。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The .map file.</source>
        <translation>.map 文件。</translation>
    </message>
    <message>
        <source>Render the walkability heatmap of a Legend of Mir 2/3 .map as PNG (one pixel per cell).</source>
        <translation>将传奇 2/3 .map 地图的可行走性热力图渲染为 PNG（每个格子一个像素）。</translation>
    </message>
    <message>
        <source>Type, dimensions, walkability, doors and regions of a Mir 2/3 .map</source>
        <translation>传奇 2/3 .map 地图的类型、尺寸、可行走性、门和区域</translation>
    </message>
    <message>
        <source>Render a Mir 2/3 .map walkability heatmap as PNG</source>
        <translation>将传奇 2/3 .map 地图的可行走性热力图渲染为 PNG</translation>
    </message>
</context>
<context>
    <name>mwb::cli::ModCommands</name>
    <message>
        <source>Show the header of a Torchlight 2 .MOD.</source>
        <translation>显示火炬之光 2 .MOD 的文件头。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The .MOD file.</source>
        <translation>.MOD 文件。</translation>
    </message>
    <message>
        <source>List the manifest records of a .MOD.</source>
        <translation>列出 .MOD 的清单记录。</translation>
    </message>
    <message>
        <source>Extract a .MOD. Without patterns the whole mod becomes a mod folder (MOD.DAT + MEDIA/) that packs back into an equivalent mod; with patterns (wildcards, e.g. &quot;*.DDS&quot;) only matching files.</source>
        <translation>提取 .MOD。不指定模式时，整个模组解包为一个模组文件夹（MOD.DAT + MEDIA/），可重新打包为等效的模组；指定模式（通配符，如 &quot;*.DDS&quot;）时只提取匹配的文件。</translation>
    </message>
    <message>
        <source>Target folder.</source>
        <translation>目标文件夹。</translation>
    </message>
    <message>
        <source>Optional wildcard patterns.</source>
        <translation>可选的通配符模式。</translation>
    </message>
    <message>
        <source>mwb-cli: -o DIR is required</source>
        <translation>mwb-cli: 必须指定 -o DIR</translation>
    </message>
    <message>
        <source>Extracting</source>
        <translation>正在提取</translation>
    </message>
    <message numerus="yes">
        <source>Extracted %n file(s) into %1</source>
        <translation>
            <numerusform>已提取 %n 个文件到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Pack a mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts.</source>
        <translation>将模组文件夹（MOD.DAT + MEDIA/）打包为游戏可加载的 .MOD。</translation>
    </message>
    <message>
        <source>Output .MOD file.</source>
        <translation>输出的 .MOD 文件。</translation>
    </message>
    <message>
        <source>Game version stored in the header (default 1.25.9.5).</source>
        <translation>写入文件头的游戏版本（默认 1.25.9.5）。</translation>
    </message>
    <message>
        <source>The mod folder.</source>
        <translation>模组文件夹。</translation>
    </message>
    <message>
        <source>mwb-cli: &quot;%1&quot; is not a game version like 1.25.9.5</source>
        <translation>mwb-cli: “%1”不是有效的游戏版本（格式应如 1.25.9.5）</translation>
    </message>
    <message>
        <source>Packing</source>
        <translation>正在打包</translation>
    </message>
    <message numerus="yes">
        <source>Packed %n file(s) into %1 (%2 bytes, rolling hash %3)</source>
        <translation>
            <numerusform>已将 %n 个文件打包为 %1（%2 字节，滚动哈希 %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a .MOD as the game does (rolling hash) and every block, size and CRC. Exits 0 only when the game would accept the mod.</source>
        <translation>按游戏的方式（滚动哈希）校验 .MOD，并检查每个数据块、大小和 CRC。仅当游戏会接受该模组时才以 0 退出。</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>正在校验</translation>
    </message>
    <message numerus="yes">
        <source>OK: rolling hash %1 matches, %n entries checked</source>
        <translation>
            <numerusform>通过：滚动哈希 %1 匹配，已检查 %n 个条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAILED: %n problem(s); the game would refuse this mod</source>
        <translation>
            <numerusform>失败：%n 个问题；游戏将拒绝加载此模组</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the header of a Torchlight 2 .MOD</source>
        <translation>显示火炬之光 2 .MOD 的文件头</translation>
    </message>
    <message>
        <source>List the manifest records</source>
        <translation>列出清单记录</translation>
    </message>
    <message>
        <source>Extract files or the whole mod folder</source>
        <translation>提取文件或整个模组文件夹</translation>
    </message>
    <message>
        <source>Pack a mod folder into a .MOD</source>
        <translation>将模组文件夹打包为 .MOD</translation>
    </message>
    <message>
        <source>Verify a .MOD as the game would</source>
        <translation>按游戏的方式校验 .MOD</translation>
    </message>
</context>
<context>
    <name>mwb::cli::MppCommands</name>
    <message>
        <source>Show the header, cell counts and reachability of a Torchlight 2 .MPP pathing grid.</source>
        <translation>显示火炬之光 2 .MPP 寻路网格的文件头、格子统计和可达性。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The .MPP file.</source>
        <translation>.MPP 文件。</translation>
    </message>
    <message>
        <source>Render a Torchlight 2 .MPP pathing grid as PNG (one pixel per cell).</source>
        <translation>将火炬之光 2 .MPP 寻路网格渲染为 PNG（每个格子一个像素）。</translation>
    </message>
    <message>
        <source>Header, cell counts and regions of a Torchlight 2 .MPP pathing grid</source>
        <translation>火炬之光 2 .MPP 寻路网格的文件头、格子统计和区域</translation>
    </message>
    <message>
        <source>Render a Torchlight 2 .MPP pathing grid as PNG</source>
        <translation>将火炬之光 2 .MPP 寻路网格渲染为 PNG</translation>
    </message>
</context>
<context>
    <name>mwb::cli::MpqCommands</name>
    <message>
        <source>Extra listfile with entry names (repeatable).</source>
        <translation>包含条目名称的额外列表文件（可多次指定）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Preferred locale id, e.g. 0x407 (default 0).</source>
        <translation>首选语言区域 ID，例如 0x407（默认 0）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>输出机器可读的格式。</translation>
    </message>
    <message>
        <source>Invalid locale id: %1</source>
        <translation>无效的语言区域 ID：%1</translation>
    </message>
    <message>
        <source>Shows the header and table layout of an MPQ archive.</source>
        <translation>显示 MPQ 归档的文件头和表布局。</translation>
    </message>
    <message>
        <source>Lists the entries of an MPQ archive (unnamed ones as File%08u.ext).</source>
        <translation>列出 MPQ 归档中的条目（未命名的条目显示为 File%08u.ext）。</translation>
    </message>
    <message>
        <source>Shows the entries of an MPQ archive as a folder tree.</source>
        <translation>以文件夹树的形式显示 MPQ 归档中的条目。</translation>
    </message>
    <message>
        <source>Extracts entries (all, or those matching wildcard patterns) below DIR.</source>
        <translation>将条目（全部，或匹配通配符模式的条目）提取到 DIR 下。</translation>
    </message>
    <message>
        <source>Target folder.</source>
        <translation>目标文件夹。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Usage: mwb-cli %1</source>
        <translation>用法：mwb-cli %1</translation>
    </message>
    <message>
        <source>Extracting</source>
        <translation>正在提取</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) extracted</source>
        <translation>
            <numerusform>已提取 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>，%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Reads every entry and checks (attributes) CRC32/MD5 and sector checksums.</source>
        <translation>读取每个条目，并检查 (attributes) 中的 CRC32/MD5 以及扇区校验和。</translation>
    </message>
    <message numerus="yes">
        <source>signature: %1, %n problem(s)</source>
        <translation>
            <numerusform>签名：%1，%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>MPQ header and tables</source>
        <translation>MPQ 文件头和表</translation>
    </message>
    <message>
        <source>MPQ entries</source>
        <translation>MPQ 条目</translation>
    </message>
    <message>
        <source>MPQ entries as a tree</source>
        <translation>以树形显示 MPQ 条目</translation>
    </message>
    <message>
        <source>Extract MPQ entries</source>
        <translation>提取 MPQ 条目</translation>
    </message>
    <message>
        <source>Check MPQ entries</source>
        <translation>检查 MPQ 条目</translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::GridFileIo</name>
    <message>
        <source>The file is %1 bytes, more than the %2 bytes this format can hold</source>
        <translation>文件大小为 %1 字节，超过了此格式可容纳的 %2 字节</translation>
    </message>
    <message>
        <source>Cannot open for writing: %1</source>
        <translation>无法以写入方式打开：%1</translation>
    </message>
    <message>
        <source>Write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>Cannot replace the file: %1</source>
        <translation>无法替换文件：%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::HeatmapBaker</name>
    <message>
        <source>Largest walkable region</source>
        <translation>最大可行走区域</translation>
    </message>
    <message>
        <source>Isolated pocket (one colour per region)</source>
        <translation>孤立区块（每个区域一种颜色）</translation>
    </message>
    <message>
        <source>Walkable</source>
        <translation>可行走</translation>
    </message>
    <message>
        <source>Blocked (ground)</source>
        <translation>阻挡（地面）</translation>
    </message>
    <message>
        <source>Blocked (object)</source>
        <translation>阻挡（物体）</translation>
    </message>
    <message>
        <source>Outside the level</source>
        <translation>关卡范围外</translation>
    </message>
    <message>
        <source>Undefined value</source>
        <translation>未定义值</translation>
    </message>
    <message>
        <source>Area / object library (tint)</source>
        <translation>区域/对象库（着色）</translation>
    </message>
    <message>
        <source>Image present (tint)</source>
        <translation>有图像（着色）</translation>
    </message>
    <message>
        <source>Light (tint)</source>
        <translation>光源（着色）</translation>
    </message>
    <message>
        <source>Door (closed by default)</source>
        <translation>门（默认关闭）</translation>
    </message>
    <message>
        <source>Suspicious door bytes (0xFF)</source>
        <translation>可疑的门字节（0xFF）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mir2map::MapDetector</name>
    <message>
        <source>bytes 0..19 (description) are all zero</source>
        <translation>字节 0..19（描述）全为零</translation>
    </message>
    <message>
        <source>bytes 0..19 (description) are not all zero; byte 0 = %1</source>
        <translation>字节 0..19（描述）不全为零；字节 0 = %1</translation>
    </message>
    <message>
        <source>28 + 3·⌈w/2⌉·⌊h/2⌋ + 14·w·h with w × h = %1 × %2 (u16 at 22, 24) gives %3; file size %4</source>
        <translation>28 + 3·⌈w/2⌉·⌊h/2⌋ + 14·w·h，其中 w × h = %1 × %2（位于 22、24 的 u16），得 %3；文件大小 %4</translation>
    </message>
    <message>
        <source>no signature: classic maps carry none, the size formula decides</source>
        <translation>无签名：经典地图不带签名，由大小公式判定</translation>
    </message>
    <message>
        <source>bytes %1 = %2 (expected %3)</source>
        <translation>字节 %1 = %2（应为 %3）</translation>
    </message>
    <message>
        <source>; byte 4 = %1, byte 28 = %2</source>
        <translation>; 字节 4 = %1，字节 28 = %2</translation>
    </message>
    <message>
        <source>%1 + %2·w·h with w × h = %3 × %4 (u16 at %5, %6, XOR %7) gives %8; file size %9</source>
        <translation>%1 + %2·w·h，其中 w × h = %3 × %4（位于 %5、%6 的 u16，XOR %7），得 %8；文件大小 %9</translation>
    </message>
    <message>
        <source>The header declares a zero width or height (%1 × %2)</source>
        <translation>文件头声明的宽度或高度为零（%1 × %2）</translation>
    </message>
    <message>
        <source>The header declares %1 × %2 cells, beyond the limit of %3 per side</source>
        <translation>文件头声明了 %1 × %2 个格子，超出了每边 %3 的上限</translation>
    </message>
    <message>
        <source>The file is truncated: %1 × %2 cells need %3 bytes, the file has %4</source>
        <translation>文件被截断：%1 × %2 个格子需要 %3 字节，而文件只有 %4 字节</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>rejected: Crystal would pick type %1 from byte 4, but bytes 18..19 are not CR LF</source>
        <translation>拒绝：Crystal 会根据字节 4 选择类型 %1，但字节 18..19 不是 CR LF</translation>
    </message>
    <message>
        <source>rejected: the signature bytes do not match</source>
        <translation>拒绝：签名字节不匹配</translation>
    </message>
    <message>
        <source>rejected: Crystal map version %1 is not supported (only 1)</source>
        <translation>拒绝：不支持 Crystal 地图版本 %1（仅支持 1）</translation>
    </message>
    <message>
        <source>rejected: dimensions %1 × %2 are outside 1..%3</source>
        <translation>拒绝：尺寸 %1 × %2 超出 1..%3 范围</translation>
    </message>
    <message>
        <source>rejected: the formula needs %1 bytes, the file has %2</source>
        <translation>拒绝：公式要求 %1 字节，文件有 %2 字节</translation>
    </message>
    <message>
        <source>rejected: a Mir3 map must match its size formula exactly</source>
        <translation>拒绝：传奇 3 地图必须与其大小公式完全相符</translation>
    </message>
    <message>
        <source>rejected: byte 28 is not 6 and the size is not exactly the 36-byte formula</source>
        <translation>拒绝：字节 28 不是 6，且大小与 36 字节公式不完全相符</translation>
    </message>
    <message>
        <source>rejected: type %1 comes first in the detection order</source>
        <translation>拒绝：类型 %1 在检测顺序中优先</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>拒绝：%1</translation>
    </message>
    <message>
        <source>The file has %1 bytes, less than the smallest possible map (%2)</source>
        <translation>文件只有 %1 字节，小于最小可能的地图大小（%2）</translation>
    </message>
    <message>
        <source>Crystal map version %1.%2 is not supported (only version 1)</source>
        <translation>不支持 Crystal 地图版本 %1.%2（仅支持版本 1）</translation>
    </message>
    <message>
        <source>Unknown or encrypted map: no type&apos;s signature and size formula match (header reads %1 × %2)</source>
        <translation>未知或已加密的地图：没有任何类型的签名和大小公式相符（文件头读数为 %1 × %2）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mir2map::MapFile</name>
    <message>
        <source>Cell (%1, %2) lies outside the %3 × %4 map</source>
        <translation>格子 (%1, %2) 位于 %3 × %4 地图之外</translation>
    </message>
    <message>
        <source>A door id must be between 1 and 127 (0 removes the door)</source>
        <translation>门 ID 必须介于 1 到 127 之间（0 表示移除门）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::BetHetTables</name>
    <message>
        <source>HET/BET table signature is wrong</source>
        <translation>HET/BET 表签名错误</translation>
    </message>
    <message>
        <source>The HET/BET tables are inconsistent</source>
        <translation>HET/BET 表不一致</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::FileReader</name>
    <message>
        <source>Data of %1 bytes at offset %2 lies beyond the end of the archive</source>
        <translation>偏移 %2 处的 %1 字节数据超出了归档末尾</translation>
    </message>
    <message>
        <source>The entry is a deletion marker</source>
        <translation>该条目是删除标记</translation>
    </message>
    <message>
        <source>The entry is an incremental patch file</source>
        <translation>该条目是增量补丁文件</translation>
    </message>
    <message>
        <source>The encryption key of this unnamed entry is unknown</source>
        <translation>此未命名条目的加密密钥未知</translation>
    </message>
    <message>
        <source>A single-unit entry of %1 bytes exceeds the safety limit</source>
        <translation>%1 字节的单块条目超出安全限制</translation>
    </message>
    <message>
        <source>Stored data is shorter than the file size</source>
        <translation>存储的数据短于文件大小</translation>
    </message>
    <message>
        <source>Sector offset table goes backwards at sector %1 (%2 -&gt; %3)</source>
        <translation>扇区偏移表在扇区 %1 处倒退（%2 -&gt; %3）</translation>
    </message>
    <message>
        <source>Sector %1 claims %2 bytes, more than the sector size %3</source>
        <translation>扇区 %1 声明有 %2 字节，超过扇区大小 %3</translation>
    </message>
    <message>
        <source>Sector %1 fails its adler32 check</source>
        <translation>扇区 %1 未通过 adler32 校验</translation>
    </message>
    <message>
        <source>%1 (sector %2)</source>
        <translation>%1（扇区 %2）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::HashTable</name>
    <message>
        <source>A table declares %1 bytes, beyond the safety limit</source>
        <translation>某个表声明了 %1 字节，超出安全限制</translation>
    </message>
    <message>
        <source>A table of %1 bytes at offset %2 runs past the end of the file</source>
        <translation>偏移 %2 处的 %1 字节表超出了文件末尾</translation>
    </message>
    <message>
        <source>The hash table size %1 is not a power of two</source>
        <translation>哈希表大小 %1 不是 2 的幂</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::HeaderLocator</name>
    <message>
        <source>Sector size shift %1 is too large</source>
        <translation>扇区大小移位值 %1 过大</translation>
    </message>
    <message>
        <source>The MPQ tables start beyond the end of the file</source>
        <translation>MPQ 表的起始位置超出了文件末尾</translation>
    </message>
    <message>
        <source>Not an MPQ archive: the file is too small</source>
        <translation>不是 MPQ 归档：文件太小</translation>
    </message>
    <message>
        <source>Not an MPQ archive: no MPQ header found</source>
        <translation>不是 MPQ 归档：未找到 MPQ 文件头</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqArchive</name>
    <message>
        <source>The (listfile) cannot be read: %1</source>
        <translation>无法读取 (listfile)：%1</translation>
    </message>
    <message>
        <source>The listfile %1 cannot be read: %2</source>
        <translation>无法读取列表文件 %1：%2</translation>
    </message>
    <message>
        <source>The (attributes) cannot be read: %1</source>
        <translation>无法读取 (attributes)：%1</translation>
    </message>
    <message>
        <source>No entry number %1</source>
        <translation>不存在编号为 %1 的条目</translation>
    </message>
    <message>
        <source>%1 is too large to read into memory</source>
        <translation>%1 太大，无法读入内存</translation>
    </message>
    <message>
        <source>MPQ archive (version %1)</source>
        <translation>MPQ 归档（版本 %1）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqExtractor</name>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot create the staging folder %1</source>
        <translation>无法创建暂存文件夹 %1</translation>
    </message>
    <message>
        <source>No entry number %1</source>
        <translation>不存在编号为 %1 的条目</translation>
    </message>
    <message>
        <source>Cannot move the extracted file into place</source>
        <translation>无法将提取的文件移动到目标位置</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::SectorDecompressor</name>
    <message>
        <source>Compressed data (method 0x%1) expands beyond the declared %2 bytes</source>
        <translation>压缩数据（方法 0x%1）解压后超过声明的 %2 字节</translation>
    </message>
    <message>
        <source>Compressed data (method 0x%1) gave %2 bytes instead of %3</source>
        <translation>压缩数据（方法 0x%1）解压得到 %2 字节，而不是 %3 字节</translation>
    </message>
    <message>
        <source>Invalid compressed data (method 0x%1)</source>
        <translation>无效的压缩数据（方法 0x%1）</translation>
    </message>
    <message>
        <source>Unknown compression method 0x%1</source>
        <translation>未知的压缩方法 0x%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::DatDocument</name>
    <message>
        <source>The UTF-16 text ends in the middle of a character</source>
        <translation>UTF-16 文本在字符中间结束</translation>
    </message>
    <message>
        <source>Closing tag [/%1] does not match an open block</source>
        <translation>结束标签 [/%1] 没有对应的已打开块</translation>
    </message>
    <message>
        <source>A second root block [%1] follows the first one</source>
        <translation>第一个根块之后出现了第二个根块 [%1]</translation>
    </message>
    <message>
        <source>Expected &lt;TYPE&gt;KEY:VALUE</source>
        <translation>应为 &lt;TYPE&gt;KEY:VALUE</translation>
    </message>
    <message>
        <source>A property appears outside any [BLOCK]</source>
        <translation>有属性出现在所有 [BLOCK] 之外</translation>
    </message>
    <message>
        <source>Unexpected text &quot;%1&quot;</source>
        <translation>意外的文本“%1”</translation>
    </message>
    <message>
        <source>Block [%1] is never closed</source>
        <translation>块 [%1] 未关闭</translation>
    </message>
    <message>
        <source>The file holds no [BLOCK]</source>
        <translation>文件中没有 [BLOCK]</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModArchive</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the structure ends at offset %3</source>
        <translation>需要在偏移 %2 处读取 %1 字节，但结构在偏移 %3 处结束</translation>
    </message>
    <message>
        <source>%1: CRC-32 is %2, the manifest says %3</source>
        <translation>%1：CRC-32 为 %2，清单记录为 %3</translation>
    </message>
    <message>
        <source>%1: block offset %2 lies outside the %3-byte data section</source>
        <translation>%1：块偏移 %2 位于 %3 字节的数据段之外</translation>
    </message>
    <message>
        <source>%1: the %2-byte block runs past the end of the data section</source>
        <translation>%1：%2 字节的块超出了数据段末尾</translation>
    </message>
    <message>
        <source>%1: the manifest says %2 bytes, the block says %3</source>
        <translation>%1：清单记录为 %2 字节，块记录为 %3 字节</translation>
    </message>
    <message>
        <source>%1: declares %2 bytes, more than the %3-byte limit per entry</source>
        <translation>%1：声明了 %2 字节，超过每个条目 %3 字节的上限</translation>
    </message>
    <message>
        <source>%1: declares %2 bytes from %3 compressed bytes, more than zlib can produce</source>
        <translation>%1：声明由 %3 字节压缩数据得到 %2 字节，超出 zlib 所能产生的大小</translation>
    </message>
    <message>
        <source>the zlib stream is corrupt</source>
        <translation>zlib 数据流已损坏</translation>
    </message>
    <message>
        <source>the zlib stream ends before the declared %1 bytes</source>
        <translation>zlib 数据流在达到声明的 %1 字节之前就已结束</translation>
    </message>
    <message>
        <source>the zlib stream holds more than the declared %1 bytes</source>
        <translation>zlib 数据流包含的数据超过声明的 %1 字节</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The file declares %1 %2, which cannot fit in the %3 bytes that follow</source>
        <translation>文件声明了 %1 个%2，但其后的 %3 字节容纳不下</translation>
    </message>
    <message>
        <source>Not a Torchlight 2 mod: container version %1, expected %2</source>
        <translation>不是火炬之光 2 模组：容器版本为 %1，应为 %2</translation>
    </message>
    <message>
        <source>The header places the %1 at offset %2, past the end of the %3-byte file</source>
        <translation>文件头将%1置于偏移 %2 处，超出了 %3 字节文件的末尾</translation>
    </message>
    <message>
        <source>data section</source>
        <translation>数据段</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Inconsistent section offsets: data at %1, manifest at %2</source>
        <translation>段偏移不一致：数据段位于 %1，清单位于 %2</translation>
    </message>
    <message>
        <source>required mods</source>
        <translation>必需模组</translation>
    </message>
    <message>
        <source>removed files</source>
        <translation>移除文件</translation>
    </message>
    <message>
        <source>Manifest version %1 is newer than the %2 the game reads</source>
        <translation>清单版本 %1 高于游戏可读取的版本 %2</translation>
    </message>
    <message>
        <source>directory blocks</source>
        <translation>目录块</translation>
    </message>
    <message>
        <source>records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>The manifest holds more than %1 records</source>
        <translation>清单包含超过 %1 条记录</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModArchiveAdapter</name>
    <message>
        <source>Torchlight 2 mod</source>
        <translation>火炬之光 2 模组</translation>
    </message>
    <message>
        <source>No entry %1 in this mod</source>
        <translation>此模组中没有条目 %1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModExtractor</name>
    <message>
        <source>Cannot create the target folder</source>
        <translation>无法创建目标文件夹</translation>
    </message>
    <message>
        <source>Cannot create a staging folder</source>
        <translation>无法创建暂存文件夹</translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModFolder</name>
    <message>
        <source>%1 is not a 64-bit number: &quot;%2&quot;</source>
        <translation>%1 不是 64 位数字：“%2”</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1 必须是 %2 到 %3 之间的数字，而不是“%4”</translation>
    </message>
    <message>
        <source>MOD.DAT must hold a [MOD] block, not [%1]</source>
        <translation>MOD.DAT 必须包含 [MOD] 块，而不是 [%1]</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModPacker</name>
    <message>
        <source>Cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>The file changed while the mod was being packed</source>
        <translation>打包模组期间文件发生了变化</translation>
    </message>
    <message>
        <source>Packing was canceled</source>
        <translation>打包已取消</translation>
    </message>
    <message>
        <source>The mod would be larger than 4 GiB, the format&apos;s limit</source>
        <translation>模组将超过 4 GiB，即该格式的上限</translation>
    </message>
    <message>
        <source>A file of 4 GiB or more cannot be packed</source>
        <translation>无法打包 4 GiB 或更大的文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; would both be stored as %3; rename one of them</source>
        <translation>“%1”和“%2”都会被存储为 %3；请重命名其中一个</translation>
    </message>
    <message>
        <source>REMOVE_FILES entry &quot;%1&quot; must name a file below MEDIA/</source>
        <translation>REMOVE_FILES 条目“%1”必须指向 MEDIA/ 下的文件</translation>
    </message>
    <message>
        <source>The mod folder holds both %1; keep only one</source>
        <translation>模组文件夹中同时存在 %1；只能保留一个</translation>
    </message>
    <message>
        <source>MOD_FILE_NAME &quot;%1&quot; is not a plain file name</source>
        <translation>MOD_FILE_NAME“%1”不是单纯的文件名</translation>
    </message>
    <message>
        <source>The mod folder does not exist</source>
        <translation>模组文件夹不存在</translation>
    </message>
    <message>
        <source>The mod folder has no MOD.DAT</source>
        <translation>模组文件夹中没有 MOD.DAT</translation>
    </message>
    <message>
        <source>REQUIRED_MODS is not supported yet: the game checks a hash of the required mods that this packer cannot compute, so the mod would not load</source>
        <translation>暂不支持 REQUIRED_MODS：游戏会校验必需模组的哈希，而本打包器无法计算该哈希，因此模组将无法加载</translation>
    </message>
    <message>
        <source>The mod folder has no MEDIA folder</source>
        <translation>模组文件夹中没有 MEDIA 文件夹</translation>
    </message>
    <message>
        <source>Scanning %1</source>
        <translation>正在扫描 %1</translation>
    </message>
    <message>
        <source>Packing %1</source>
        <translation>正在打包 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 items or characters; the format allows at most %3</source>
        <translation>“%1”有 %2 个项或字符；该格式最多允许 %3 个</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModVerifier</name>
    <message>
        <source>The rolling hash is %1 but the data section gives %2: the game will silently refuse to load this mod</source>
        <translation>滚动哈希为 %1，但根据数据段计算为 %2：游戏将静默拒绝加载此模组</translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation>正在校验 %1</translation>
    </message>
    <message>
        <source>%1: the compressed block holds %2 bytes, more than the %3 the header announces as the largest</source>
        <translation>%1：压缩块有 %2 字节，超过文件头声明的最大值 %3</translation>
    </message>
    <message>
        <source>Verification was canceled</source>
        <translation>校验已取消</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mpp::MppFile</name>
    <message>
        <source>The file has %1 bytes, less than the %2-byte .MPP header</source>
        <translation>文件只有 %1 字节，小于 %2 字节的 .MPP 文件头</translation>
    </message>
    <message>
        <source>The header declares a %1 × %2 grid</source>
        <translation>文件头声明的网格为 %1 × %2</translation>
    </message>
    <message>
        <source>The header declares a %1 × %2 grid, beyond the limit of %3 per side</source>
        <translation>文件头声明的网格为 %1 × %2，超出了每边 %3 的上限</translation>
    </message>
    <message>
        <source>The file is truncated: a %1 × %2 grid needs %3 bytes, the file has %4</source>
        <translation>文件被截断：%1 × %2 的网格需要 %3 字节，而文件只有 %4 字节</translation>
    </message>
    <message>
        <source>A grid must be 1..%1 cells per side, not %2 × %3</source>
        <translation>网格每边必须为 1..%1 个格子，而不是 %2 × %3</translation>
    </message>
    <message>
        <source>Cell (%1, %2) lies outside the %3 × %4 grid</source>
        <translation>格子 (%1, %2) 位于 %3 × %4 网格之外</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ArchiveController</name>
    <message>
        <source>&amp;Archive</source>
        <translation>归档(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Extract Selection…</source>
        <translation>提取所选项(&amp;E)…</translation>
    </message>
    <message>
        <source>Extract &amp;All…</source>
        <translation>全部提取(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Pack Folder into .MOD…</source>
        <translation>将文件夹打包为 .MOD(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>校验(&amp;V)</translation>
    </message>
    <message>
        <source>Extract To</source>
        <translation>提取到</translation>
    </message>
    <message numerus="yes">
        <source>Extracting %n file(s) from %1</source>
        <translation>
            <numerusform>正在从 %1 提取 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extracted %n file(s) (%1) to %2</source>
        <translation>
            <numerusform>已提取 %n 个文件（%1）到 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Packing %1</source>
        <translation>正在打包 %1</translation>
    </message>
    <message numerus="yes">
        <source>Packed %n file(s) into %1 (%2)</source>
        <translation>
            <numerusform>已将 %n 个文件打包为 %1（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation>正在校验 %1</translation>
    </message>
    <message>
        <source>Rolling hash: stored %1, computed %2</source>
        <translation>滚动哈希：存储值 %1，计算值 %2</translation>
    </message>
    <message>
        <source>Verification passed</source>
        <translation>校验通过</translation>
    </message>
    <message numerus="yes">
        <source>The game accepts this file: %n entries checked.</source>
        <translation>
            <numerusform>游戏会接受此文件：已检查 %n 个条目。</numerusform>
        </translation>
    </message>
    <message>
        <source>Verification failed</source>
        <translation>校验失败</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; the game will refuse this file.</source>
        <translation>
            <numerusform>发现 %n 个问题；游戏将拒绝加载此文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;Listfile…</source>
        <translation>添加列表文件(&amp;L)…</translation>
    </message>
    <message>
        <source>Reopen the MPQ archive with extra file names</source>
        <translation>使用额外的文件名重新打开 MPQ 归档</translation>
    </message>
    <message>
        <source>Add Listfile</source>
        <translation>添加列表文件</translation>
    </message>
    <message>
        <source>Listfiles (*.txt *.lst *listfile*);;All files (*)</source>
        <translation>列表文件 (*.txt *.lst *listfile*);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>mwb::gui::Backend</name>
    <message>
        <source>“%1” is not a game version like 1.25.9.5</source>
        <translation>“%1”不是有效的游戏版本（格式应如 1.25.9.5）</translation>
    </message>
</context>
<context>
    <name>mwb::gui::FileController</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Supported files (*.mod *.MOD *.mpq *.MPQ *.w3m *.w3x *.SC2Map *.map *.MAP *.mpp *.MPP);;Game archives (*.mod *.MOD *.mpq *.MPQ *.w3m *.w3x *.SC2Map);;Walkability grids (*.map *.MAP *.mpp *.MPP);;All files (*)</source>
        <translation>支持的文件 (*.mod *.MOD *.mpq *.MPQ *.w3m *.w3x *.SC2Map *.map *.MAP *.mpp *.MPP);;游戏归档 (*.mod *.MOD *.mpq *.MPQ *.w3m *.w3x *.SC2Map);;可行走网格 (*.map *.MAP *.mpp *.MPP);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>mwb::gui::GridCodecs</name>
    <message>
        <source>No supported format recognises this file. It is not an archive (.MOD, MPQ), not a TL2 .MPP grid (its header does not describe its size) and not a Legend of Mir map: %1</source>
        <translation>没有任何受支持的格式能识别此文件。它不是归档（.MOD、MPQ），不是火炬之光 2 .MPP 网格（其文件头与文件大小不符），也不是传奇地图：%1</translation>
    </message>
</context>
<context>
    <name>mwb::gui::GridController</name>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Heatmap — %1</source>
        <translation>热力图 — %1</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>%1 › %2</source>
        <translation>%1 › %2</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Point at a cell of the heatmap</source>
        <translation>将鼠标指向热力图中的格子</translation>
    </message>
    <message>
        <source>Export Heatmap</source>
        <translation>导出热力图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Exported the heatmap to %1</source>
        <translation>已将热力图导出到 %1</translation>
    </message>
    <message>
        <source>%1 × %2 · %3</source>
        <translation>%1 × %2 · %3</translation>
    </message>
    <message>
        <source>%1: %2, %3 × %4</source>
        <translation>%1：%2，%3 × %4</translation>
    </message>
</context>
<context>
    <name>mwb::gui::GridDocument</name>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 cells)</source>
        <translation>%1 × %2（%3 个格子）</translation>
    </message>
    <message>
        <source>Walkable</source>
        <translation>可行走</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>阻挡</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>范围外</translation>
    </message>
    <message>
        <source>Cells outside the playable bounds</source>
        <translation>位于可玩范围之外的格子</translation>
    </message>
    <message>
        <source>Undefined values</source>
        <translation>未定义值</translation>
    </message>
    <message>
        <source>Cells holding a value the format does not define</source>
        <translation>取值未在格式中定义的格子</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>%1 cells in %2 doors</source>
        <translation>%2 扇门，共 %1 个格子</translation>
    </message>
    <message>
        <source>Suspicious doors</source>
        <translation>可疑的门</translation>
    </message>
    <message>
        <source>Door bytes holding junk (0xFF / 0xFF): flagged, never counted as doors</source>
        <translation>门字节为无效数据（0xFF / 0xFF）：仅作标记，不计为门</translation>
    </message>
    <message>
        <source>Doors leading nowhere</source>
        <translation>无通路的门</translation>
    </message>
    <message>
        <source>Doors whose cells touch fewer than two walkable regions</source>
        <translation>所在格子接触的可行走区域少于两个的门</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>连通区域</translation>
    </message>
    <message>
        <source>Connected walkable regions (8 neighbours)</source>
        <translation>连通的可行走区域（8 邻域）</translation>
    </message>
    <message>
        <source>Largest region</source>
        <translation>最大连通区域</translation>
    </message>
    <message>
        <source>Share of the walkable cells</source>
        <translation>占可行走格子的比例</translation>
    </message>
    <message>
        <source>Pockets</source>
        <translation>孤立区块</translation>
    </message>
    <message>
        <source>%1 (%2 cells)</source>
        <translation>%1（%2 个格子）</translation>
    </message>
    <message>
        <source>Walkable islands that cannot be reached on foot from the largest region</source>
        <translation>无法从最大连通区域步行到达的可行走孤岛</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Outside the playable area</source>
        <translation>可玩区域之外</translation>
    </message>
    <message>
        <source>Undefined value</source>
        <translation>未定义值</translation>
    </message>
    <message>
        <source>Blocked by objects</source>
        <translation>被物体阻挡</translation>
    </message>
    <message>
        <source>none (not walkable)</source>
        <translation>无（不可行走）</translation>
    </message>
    <message>
        <source>#%1 (main area, %2 cells)</source>
        <translation>#%1（主区域，%2 个格子）</translation>
    </message>
    <message>
        <source>#%1 (isolated pocket, %2 cells)</source>
        <translation>#%1（孤立区块，%2 个格子）</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>yes, id %1</source>
        <translation>是，ID %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Suspicious door</source>
        <translation>可疑的门</translation>
    </message>
    <message>
        <source>Lit</source>
        <translation>受光照</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>连通区域</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>mwb::gui::JobsController</name>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>任务(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Cancel Current Job</source>
        <translation>取消当前任务(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel &amp;All Jobs</source>
        <translation>取消全部任务(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;lear Finished Jobs</source>
        <translation>清除已完成任务(&amp;L)</translation>
    </message>
</context>
<context>
    <name>mwb::gui::MainWindow</name>
    <message>
        <source>Mod Workbench</source>
        <translation>模组工作台</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>%1 — Mod Workbench</source>
        <translation>%1 — 模组工作台</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n entries · %2 unpacked</source>
        <translation>
            <numerusform>%1 · %n 个条目 · 解压后 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No archive open.

Use File › Open…, drop a .MOD, MPQ, Mir .map or TL2 .MPP file here, or pack a mod folder with Archive › Pack Folder into .MOD…</source>
        <translation>未打开任何文件。

请使用“文件 › 打开…”，或将 .MOD、MPQ、传奇 .map 或火炬之光 2 .MPP 文件拖放到此处，或通过“归档 › 将文件夹打包为 .MOD…”打包模组文件夹。</translation>
    </message>
</context>
<context>
    <name>mwb::gui::MapDescriber</name>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Trailing bytes</source>
        <translation>尾随字节</translation>
    </message>
    <message>
        <source>Bytes after the cell array, kept on save</source>
        <translation>格子数组之后的字节，保存时保留</translation>
    </message>
    <message>
        <source>Detection</source>
        <translation>类型检测</translation>
    </message>
    <message>
        <source>Detected type</source>
        <translation>检测到的类型</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Size formula</source>
        <translation>大小公式</translation>
    </message>
    <message>
        <source>Crystal would pick</source>
        <translation>Crystal 的判定</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>Crystal&apos;s own byte tests disagree; the size formula decided</source>
        <translation>Crystal 自身的字节检测结果与此不同；以大小公式为准</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>, blocks walking</source>
        <translation>，阻挡行走</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Cells are stored column by column</source>
        <translation>格子按列存储</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>背景层图像</translation>
    </message>
    <message>
        <source>%1 (library %2)</source>
        <translation>%1（库 %2）</translation>
    </message>
    <message>
        <source>Middle image</source>
        <translation>中间层图像</translation>
    </message>
    <message>
        <source>Front image</source>
        <translation>前景层图像</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Object library of the front image</source>
        <translation>前景层图像所用的对象库</translation>
    </message>
    <message>
        <source>Door bytes</source>
        <translation>门字节</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (open)</source>
        <translation> (开启)</translation>
    </message>
    <message>
        <source> (closed)</source>
        <translation> (关闭)</translation>
    </message>
    <message>
        <source>Door index (bit 7 door, bits 0..6 id) and door offset (bit 7 open)</source>
        <translation>门索引（位 7 表示门，位 0..6 为 ID）和门偏移（位 7 表示开启）</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>frame %1, tick %2</source>
        <translation>帧 %1，节拍 %2</translation>
    </message>
    <message>
        <source>Mir3 walk flag</source>
        <translation>传奇 3 行走标志</translation>
    </message>
    <message>
        <source>Legend of Mir map, type %1</source>
        <translation>传奇地图，类型 %1</translation>
    </message>
</context>
<context>
    <name>mwb::gui::MppDescriber</name>
    <message>
        <source>Torchlight 2 pathing grid (.MPP)</source>
        <translation>火炬之光 2 寻路网格（.MPP）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Origin (x, z)</source>
        <translation>原点 (x, z)</translation>
    </message>
    <message>
        <source>Extent (x, z)</source>
        <translation>范围 (x, z)</translation>
    </message>
    <message>
        <source>Equals the grid size × 0.4, as in every known level</source>
        <translation>等于网格尺寸 × 0.4，与所有已知关卡一致</translation>
    </message>
    <message>
        <source>Differs from the grid size × 0.4</source>
        <translation>与网格尺寸 × 0.4 不符</translation>
    </message>
    <message>
        <source>Trailing bytes</source>
        <translation>尾随字节</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>walkable</source>
        <translation>可行走</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>阻挡</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>范围外</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>mwb::gui::PackDialog</name>
    <message>
        <source>Pack Folder into .MOD</source>
        <translation>将文件夹打包为 .MOD</translation>
    </message>
    <message>
        <source>Folder with MOD.DAT and MEDIA/</source>
        <translation>包含 MOD.DAT 和 MEDIA/ 的文件夹</translation>
    </message>
    <message>
        <source>Default: the mod&apos;s file name beside the folder</source>
        <translation>默认：文件夹旁，以模组文件名命名</translation>
    </message>
    <message>
        <source>The game version stored in the .MOD header, four numbers like 1.25.9.5</source>
        <translation>写入 .MOD 文件头的游戏版本，由四个数字组成，如 1.25.9.5</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Mod &amp;folder:</source>
        <translation>模组文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>输出文件(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Game version:</source>
        <translation>游戏版本(&amp;G)：</translation>
    </message>
    <message>
        <source>Mod Folder</source>
        <translation>模组文件夹</translation>
    </message>
    <message>
        <source>Output File</source>
        <translation>输出文件</translation>
    </message>
    <message>
        <source>Torchlight 2 mods (*.MOD *.mod)</source>
        <translation>火炬之光 2 模组 (*.MOD *.mod)</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ViewController</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation>停靠面板(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Focus Filter</source>
        <translation>聚焦筛选框(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation>全部折叠(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::HeatmapPanel</name>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Fit the whole grid into the view (F)</source>
        <translation>缩放以在视图中显示整个网格 (F)</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>One screen pixel per cell (1)</source>
        <translation>每个格子一个屏幕像素 (1)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Save the visible layers as a PNG, one pixel per cell</source>
        <translation>将可见图层保存为 PNG，每个格子一个像素</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::HeatmapView</name>
    <message>
        <source>Walkable</source>
        <translation>可行走</translation>
    </message>
    <message>
        <source>Connected regions</source>
        <translation>连通区域</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Image presence</source>
        <translation>图像分布</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Fit to view</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Actual size (1:1)</source>
        <translation>实际大小（1:1）</translation>
    </message>
    <message>
        <source>There is no grid to export</source>
        <translation>没有可导出的网格</translation>
    </message>
    <message>
        <source>Cannot write the PNG: %1</source>
        <translation>无法写入 PNG：%1</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>连通区域</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>图像</translation>
    </message>
</context>
</TS>
