<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MpqWriter</name>
    <message>
        <source>The MPQ format version must be 1 to 4, not %1</source>
        <translation>MPQ 格式版本必须为 1 到 4，而不是 %1</translation>
    </message>
    <message>
        <source>The sector size must be a power of two from %1 to %2 bytes, not %3</source>
        <translation>扇区大小必须是 %1 到 %2 字节之间的 2 的幂，而不是 %3</translation>
    </message>
    <message>
        <source>LZMA compression needs MPQ format version 2 or later</source>
        <translation>LZMA 压缩需要 MPQ 格式版本 2 或更高</translation>
    </message>
    <message>
        <source>A position-adjusted key (FIX_KEY) needs encryption</source>
        <translation>按位置调整的密钥（FIX_KEY）需要加密</translation>
    </message>
    <message>
        <source>The hash-table load factor must be above 0 and at most 1</source>
        <translation>哈希表负载因子必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>new archive</source>
        <translation>新归档</translation>
    </message>
    <message>
        <source>Cannot store &quot;%1&quot; in an MPQ archive: %2</source>
        <translation>无法在 MPQ 归档中存储“%1”：%2</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>it contains a control character</source>
        <translation>包含控制字符</translation>
    </message>
    <message>
        <source>it starts with a drive letter</source>
        <translation>以驱动器号开头</translation>
    </message>
    <message>
        <source>it has an empty, &quot;.&quot; or &quot;..&quot; component</source>
        <translation>含有空的、“.”或“..”路径部分</translation>
    </message>
    <message>
        <source>it is longer than %1 bytes</source>
        <translation>长度超过 %1 字节</translation>
    </message>
    <message>
        <source>the archive&apos;s internal files are written by the program</source>
        <translation>归档的内部文件由程序写入</translation>
    </message>
    <message>
        <source>%1 is not an MPQ archive</source>
        <translation>%1 不是 MPQ 归档</translation>
    </message>
    <message>
        <source>StormLib and the tools built on it (MPQ Editor, map extractors) refuse archives with 512-byte sectors; 1024 bytes or more opens everywhere</source>
        <translation>StormLib 及基于它的工具（MPQ Editor、地图解包器）拒绝 512 字节扇区的归档；1024 字节或更大的扇区在任何地方都能打开</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) given with &apos;/&apos; were stored with &apos;\&apos; (the games read backslash paths)</source>
        <translation>
            <numerusform>%n 个带“/”的名称已改用“\”存储（游戏读取反斜杠路径）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) are not plain ASCII: games of other languages (and WorldEdit) may not find them</source>
        <translation>
            <numerusform>%n 个名称不是纯 ASCII：其他语言版本的游戏（以及 WorldEdit）可能找不到它们</numerusform>
        </translation>
    </message>
    <message>
        <source>the archive is new</source>
        <translation>这是新建的归档</translation>
    </message>
    <message>
        <source>the archive is signed (a rewrite drops the signature and reports it)</source>
        <translation>归档带有签名（重写会去掉签名并予以报告）</translation>
    </message>
    <message>
        <source>the archive header changes (format version, size or repaired fields)</source>
        <translation>归档文件头会改变（格式版本、大小或已修复的字段）</translation>
    </message>
    <message>
        <source>the file changed since it was opened</source>
        <translation>文件在打开后已被更改</translation>
    </message>
    <message>
        <source>the save signs the archive (the signature covers all of it)</source>
        <translation>保存时会为归档签名（签名覆盖整个归档）</translation>
    </message>
    <message>
        <source>The original archive had a strong signature, which cannot be made again (only Blizzard has its key): the written archive drops it</source>
        <translation>原归档带有强签名，而强签名无法重新生成（只有暴雪持有其密钥）：写出的归档将不带该签名</translation>
    </message>
    <message>
        <source>The written archive carries a weak signature (Blizzard&apos;s published weak key)</source>
        <translation>写出的归档带有弱签名（暴雪公开的弱密钥）</translation>
    </message>
    <message>
        <source>The original archive had a weak signature; the written archive is unsigned</source>
        <translation>原归档带有弱签名；写出的归档未签名</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <source>path</source>
        <translation>路径</translation>
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
    <message>
        <source>dock</source>
        <translation>停靠窗口</translation>
    </message>
    <message>
        <source>With --screenshot: compare the file with this archive or folder and save the comparison (with --select: the change whose content is shown).</source>
        <translation>与 --screenshot 一起使用：将文件与此归档或文件夹比较并保存比较结果（配合 --select：显示其内容的更改项）。</translation>
    </message>
    <message>
        <source>With --screenshot: show the conflicts of the mods opened as a stack and save the Conflicts dialog.</source>
        <translation>与 --screenshot 一起使用：显示以堆叠方式打开的模组之间的冲突，并保存“冲突”对话框。</translation>
    </message>
    <message>
        <source>Mod Workbench: open, inspect, edit, extract and pack game archives.</source>
        <translation>Mod Workbench：打开、查看、编辑、提取和打包游戏归档。</translation>
    </message>
    <message>
        <source>Select this entry of the archive once it is open.</source>
        <translation>归档打开后选中其中的此条目。</translation>
    </message>
    <message>
        <source>With --screenshot: bring this dock to the front (structure, hex, jobs, layers).</source>
        <translation>配合 --screenshot：将此停靠窗口置于最前（structure、hex、jobs、layers）。</translation>
    </message>
    <message>
        <source>File to open (.MOD, MPQ, Mir .map, TL2 .MPP, or any file), or ARCHIVE::ENTRY for one entry of an archive; several archives open as a stack (the last one wins), a folder as a WoW client&apos;s Data folder.</source>
        <translation>要打开的文件（.MOD、MPQ、传奇 .map、TL2 .MPP 或任意文件），或以 ARCHIVE::ENTRY 指定归档中的某个条目；多个归档会作为堆栈打开（最后一个优先），文件夹会作为魔兽世界客户端的 Data 文件夹打开。</translation>
    </message>
    <message>
        <source>With --screenshot: show Mod › Translate… of the mod into this language and save the Translate window.</source>
        <translation>与 --screenshot 一起使用：针对该模组以此语言显示“模组 › 翻译…”，并保存“翻译”窗口。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>With --translate: merge this PO file into the strings first.</source>
        <translation>与 --translate 一起使用：先将此 PO 文件合并到字符串中。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>With --screenshot: change this cell of the table first, as ID.COLUMN=VALUE (not saved).</source>
        <translation>与 --screenshot 一起使用：先更改表中的此单元格，格式为 ID.COLUMN=VALUE（不保存）。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>单元格</translation>
    </message>
    <message>
        <source>With --screenshot: save the window once the Doctor dock lists the findings of the WoW Data folder opened.</source>
        <translation>与 --screenshot 一起使用：待“诊断”停靠窗口列出所打开的 WoW Data 文件夹的诊断结果后，保存窗口截图。</translation>
    </message>
    <message>
        <source>With --screenshot: show the preview of WoW › Add Icons… of these images (comma-separated) on the WoW Data folder opened and save it.</source>
        <translation>与 --screenshot 一起使用：在所打开的 WoW Data 文件夹上，对这些图像（以逗号分隔）显示“WoW › 添加图标…”的预览，并保存截图。</translation>
    </message>
    <message>
        <source>images</source>
        <translation>图像</translation>
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
    <message>
        <source>stored</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>zlib</source>
        <translation>zlib</translation>
    </message>
    <message>
        <source>implode</source>
        <translation>implode</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>已压缩</translation>
    </message>
    <message>
        <source>Added: written into the archive when you save</source>
        <translation>已添加：保存时写入归档</translation>
    </message>
    <message>
        <source>Replaced: the new content is written when you save</source>
        <translation>已替换：保存时写入新内容</translation>
    </message>
    <message>
        <source>Renamed or moved: stored under this path when you save</source>
        <translation>已重命名或移动：保存时以此路径存储</translation>
    </message>
    <message>
        <source>Deleted: left out of the archive when you save</source>
        <translation>已删除：保存时从归档中去掉</translation>
    </message>
    <message>
        <source>Changed: its properties (such as the locale) change when you save</source>
        <translation>已更改：保存时其属性（如语言区域）随之更改</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>also in %1</source>
        <translation>也在 %1 中</translation>
    </message>
    <message>
        <source>%1 in %2, shadowed by the copy in %3</source>
        <translation>%2 中的 %1，被 %3 中的副本覆盖</translation>
    </message>
    <message>
        <source>Name recovered by scanning the archive: no listfile names this entry</source>
        <translation>通过扫描归档找回的名称：没有列表文件给出此条目的名称</translation>
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
    <name>mwb::ArchiveWriter</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not in the archive</source>
        <translation>%1 不在归档中</translation>
    </message>
    <message>
        <source>%1 is already in the archive</source>
        <translation>%1 已在归档中</translation>
    </message>
    <message>
        <source>Saving was canceled</source>
        <translation>保存已取消</translation>
    </message>
    <message>
        <source>%1 files have no locales</source>
        <translation>%1 文件没有语言区域</translation>
    </message>
    <message>
        <source>%1 archives are always rewritten</source>
        <translation>%1 归档总是整体重写</translation>
    </message>
    <message>
        <source>the output is another file</source>
        <translation>输出是另一个文件</translation>
    </message>
    <message>
        <source>compacting rewrites the whole archive</source>
        <translation>压缩整理会重写整个归档</translation>
    </message>
    <message>
        <source>there are no changes to append</source>
        <translation>没有可追加的更改</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 files cannot be signed</source>
        <translation>无法为 %1 文件签名</translation>
    </message>
</context>
<context>
    <name>mwb::ByteSource</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the file has only %3 bytes</source>
        <translation>需要在偏移 %2 处读取 %1 字节，但文件只有 %3 字节</translation>
    </message>
    <message>
        <source>The file became shorter while it was open: another program changed it. Open it again</source>
        <translation>文件在打开期间变短了：另一个程序修改了它。请重新打开</translation>
    </message>
</context>
<context>
    <name>mwb::ContentDescriber</name>
    <message>
        <source>No structure describer recognises these bytes</source>
        <translation>没有结构解析器能识别这些字节</translation>
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
    <name>mwb::FolderArchive</name>
    <message>
        <source>Not a readable folder</source>
        <translation>不是可读取的文件夹</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>No entry %1 in this folder</source>
        <translation>此文件夹中没有条目 %1</translation>
    </message>
    <message>
        <source>The file is too large to read into memory</source>
        <translation>文件太大，无法读入内存</translation>
    </message>
    <message>
        <source>The file changed while it was read</source>
        <translation>文件在读取时发生了变化</translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
    </message>
    <message>
        <source>The file changed since the folder was listed</source>
        <translation>列出文件夹内容后，该文件已发生更改</translation>
    </message>
    <message>
        <source>A folder opens read-only here: open one of its files with File › Open… to edit it</source>
        <translation>文件夹在此处以只读方式打开：如需编辑，请通过“文件 › 打开…”打开其中的文件</translation>
    </message>
</context>
<context>
    <name>mwb::FormatRegistry</name>
    <message>
        <source>Unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation>解压已取消</translation>
    </message>
    <message>
        <source>%1 files have nothing to verify</source>
        <translation>%1 文件没有可校验的内容</translation>
    </message>
    <message>
        <source>Torchlight 2 mod</source>
        <translation>火炬之光 2 模组</translation>
    </message>
    <message>
        <source>MPQ archive</source>
        <translation>MPQ 归档</translation>
    </message>
    <message>
        <source>Legend of Mir map</source>
        <translation>传奇地图</translation>
    </message>
    <message>
        <source>Torchlight 2 pathing grid</source>
        <translation>火炬之光 2 寻路网格</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Supported files (%1)</source>
        <translation>支持的文件 (%1)</translation>
    </message>
    <message>
        <source>Game data and media (%1)</source>
        <translation>游戏数据和媒体 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Not an archive format this program knows</source>
        <translation>不是本程序认识的归档格式</translation>
    </message>
    <message>
        <source>%1 files cannot be edited yet</source>
        <translation>%1 文件暂时无法编辑</translation>
    </message>
    <message>
        <source>Unknown preset “%1”</source>
        <translation>未知的预设“%1”</translation>
    </message>
    <message>
        <source>New %1 files cannot be created</source>
        <translation>无法新建 %1 文件</translation>
    </message>
    <message>
        <source>Torchlight 2 mod (game version 1.25.9.5)</source>
        <translation>火炬之光 2 模组（游戏版本 1.25.9.5）</translation>
    </message>
    <message>
        <source>Torchlight 2 game archive</source>
        <translation>火炬之光 2 游戏归档</translation>
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
    <name>mwb::LayeredArchive</name>
    <message>
        <source>A stack needs at least one archive</source>
        <translation>堆栈至少需要一个归档</translation>
    </message>
    <message>
        <source>Archive stack</source>
        <translation>归档堆栈</translation>
    </message>
    <message>
        <source>No entry %1 in this stack</source>
        <translation>此堆栈中没有条目 %1</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Deleted paths</source>
        <translation>已删除的路径</translation>
    </message>
    <message>
        <source>Files of at most 1 byte delete</source>
        <translation>不超过 1 字节的文件表示删除</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Layers, highest priority first</source>
        <translation>图层，优先级最高的在前</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>提供</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Shadowed copies</source>
        <translation>被遮盖的副本</translation>
    </message>
    <message>
        <source>deletion</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Supplied by</source>
        <translation>提供者</translation>
    </message>
    <message>
        <source>Also in (shadowed)</source>
        <translation>也存在于（被遮盖）</translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation>图层 %1</translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation>正在校验 %1</translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
    </message>
    <message>
        <source>%1 (deletion)</source>
        <translation>%1（删除）</translation>
    </message>
    <message>
        <source>%1 has no shadowed copy %2</source>
        <translation>%1 没有被覆盖的副本 %2</translation>
    </message>
    <message>
        <source>The copy of %1 in %2 is a deletion</source>
        <translation>%2 中的 %1 副本是一个删除标记</translation>
    </message>
    <message>
        <source>A stack of archives is read-only: open one of its layers to edit it</source>
        <translation>归档堆栈是只读的：请打开其中一个图层进行编辑</translation>
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
    <name>mwb::StackPlanner</name>
    <message>
        <source>The Data folder has no locale folder %1 (found: %2)</source>
        <translation>Data 文件夹中没有语言区域文件夹 %1（找到：%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Name a WoW Data folder or the archives to stack</source>
        <translation>请指定 WoW Data 文件夹或要堆叠的归档</translation>
    </message>
    <message>
        <source>Not a World of Warcraft Data folder: name the archives to stack, lowest priority first</source>
        <translation>不是 World of Warcraft 的 Data 文件夹：请按从低到高的优先级列出要堆叠的归档</translation>
    </message>
    <message>
        <source>A folder can only be stacked alone (a WoW Data folder)</source>
        <translation>文件夹只能单独堆叠（WoW Data 文件夹）</translation>
    </message>
    <message>
        <source>No such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>Not a World of Warcraft Data folder: it holds no .MPQ archive</source>
        <translation>不是 World of Warcraft 的 Data 文件夹：其中没有 .MPQ 归档</translation>
    </message>
</context>
<context>
    <name>mwb::StructureModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>mwb::StructureReader</name>
    <message>
        <source>Offset %1 lies outside the %2 bytes of the structure</source>
        <translation>偏移 %1 超出了该结构的 %2 字节范围</translation>
    </message>
    <message>
        <source>%1 needs %2 bytes at offset %3, but only %4 remain</source>
        <translation>%1 需要在偏移 %3 处读取 %2 字节，但只剩 %4 字节</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>mwb::app::ImageInput</name>
    <message>
        <source>No such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>Cannot read the image: %1</source>
        <translation>无法读取图像：%1</translation>
    </message>
</context>
<context>
    <name>mwb::cli::ArchiveCommands</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
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
        <source>Extract every readable entry even when some fail (they are listed, and the command still fails); by default a failing entry leaves nothing behind.</source>
        <translation>即使部分条目失败也解压所有可读条目（失败的会列出，命令仍然失败）；默认情况下任一条目失败则不留下任何文件。</translation>
    </message>
    <message>
        <source>-o DIR is required</source>
        <translation>必须指定 -o DIR</translation>
    </message>
    <message>
        <source>Extracting</source>
        <translation>正在解压</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) extracted</source>
        <translation>
            <numerusform>已解压 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>，%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Warnings fail the check too (exit 1).</source>
        <translation>警告也会使检查失败（退出码 1）。</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>正在校验</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>警告：%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>OK: %n entries checked</source>
        <translation>
            <numerusform>通过：已检查 %n 个条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAILED: %n problem(s)</source>
        <translation>
            <numerusform>失败：%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAILED (--strict): %n warning(s)</source>
        <translation>
            <numerusform>失败（--strict）：%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 files do not support &quot;%2&quot;</source>
        <translation>%1 文件不支持“%2”</translation>
    </message>
    <message>
        <source>Extra listfile with entry names (repeatable; formats that take listfiles, e.g. MPQ).</source>
        <translation>带条目名称的额外列表文件（可重复；适用于接受列表文件的格式，如 MPQ）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>%1 files take no --listfile</source>
        <translation>%1 文件不接受 --listfile</translation>
    </message>
    <message>
        <source>Check any archive as its game does. Exit 0 when it is accepted, 1 when there are problems (with --strict, warnings too).</source>
        <translation>按游戏的方式检查任意归档。被接受时退出码为 0，有问题时为 1（使用 --strict 时警告也算）。</translation>
    </message>
    <message>
        <source>Entries of any archive</source>
        <translation>任意归档的条目</translation>
    </message>
    <message>
        <source>Extract entries of any archive</source>
        <translation>解压任意归档的条目</translation>
    </message>
    <message>
        <source>Check any archive as its game does</source>
        <translation>按游戏的方式检查任意归档</translation>
    </message>
    <message>
        <source>Patterns: wildcards on entry paths (&apos;/&apos; and &apos;\&apos; alike, any letter case); &apos;*&apos; matches any run of characters, folders included, &apos;?&apos; one character; a pattern may leave out leading folders: &quot;X.DAT&quot;, &quot;UNITS/X.DAT&quot; and &quot;*.DAT&quot; all select &quot;MEDIA/UNITS/X.DAT&quot;.</source>
        <translation>模式：对条目路径使用通配符（&apos;/&apos; 与 &apos;\&apos; 等同，不区分大小写）；&apos;*&apos; 匹配任意长度的字符（可跨文件夹），&apos;?&apos; 匹配单个字符；模式可省略开头的文件夹：&quot;X.DAT&quot;、&quot;UNITS/X.DAT&quot; 和 &quot;*.DAT&quot; 都会选中 &quot;MEDIA/UNITS/X.DAT&quot;。</translation>
    </message>
    <message>
        <source>Replace files that already exist in DIR (by default the extraction refuses, naming them, and writes nothing).</source>
        <translation>替换 DIR 中已存在的文件（默认情况下提取会拒绝执行并列出这些文件，不写入任何内容）。</translation>
    </message>
    <message>
        <source>Optional patterns selecting the entries (see below).</source>
        <translation>用于选择条目的可选模式（见下文）。</translation>
    </message>
    <message numerus="yes">
        <source>, %n existing file(s) replaced</source>
        <translation>
            <numerusform>，已替换 %n 个现有文件</numerusform>
        </translation>
    </message>
    <message>
        <source>mwb-cli: --overwrite replaces existing files</source>
        <translation>mwb-cli: 使用 --overwrite 可替换现有文件</translation>
    </message>
    <message>
        <source>The archive (any format), or an archive inside another written ARCHIVE::ENTRY (&quot;::&quot; nests: campaign.w3n::Maps\x.w3x).</source>
        <translation>归档（任意格式），或以 ARCHIVE::ENTRY 形式指定的另一归档中的归档（&quot;::&quot; 可嵌套：campaign.w3n::Maps\x.w3x）。</translation>
    </message>
    <message>
        <source>Show what any file is: an archive&apos;s format, capabilities and totals; the grid summary of a .map or .MPP; for any other content the registry knows (.dbc, .blp, .DAT, .RAW, .BINLAYOUT, images…) its kind and header fields. FILE may be ARCHIVE::ENTRY.</source>
        <translation>显示任意文件是什么：归档的格式、功能和总计；.map 或 .MPP 的网格摘要；对于格式注册表认识的其他内容（.dbc、.blp、.DAT、.RAW、.BINLAYOUT、图像…），显示其类型和文件头字段。FILE 可以是 ARCHIVE::ENTRY。</translation>
    </message>
    <message>
        <source>List the entries of any archive: path (in the archive&apos;s own spelling), size, packed size, and type, compression and CRC-32 where the format has them.</source>
        <translation>列出任意归档的条目：路径（按归档自身的写法）、大小、压缩后大小，以及格式支持时的类型、压缩方式和 CRC-32。</translation>
    </message>
    <message>
        <source>Extract the entries of any archive (all, or those matching the patterns) below DIR, keeping their paths. Nothing is left behind when an entry fails, unless --keep-going; files that exist in DIR are refused unless --overwrite.</source>
        <translation>将任意归档的条目（全部，或与模式匹配的条目）提取到 DIR 下，并保留其路径。除非使用 --keep-going，否则有条目失败时不会留下任何文件；除非使用 --overwrite，否则会拒绝覆盖 DIR 中已存在的文件。</translation>
    </message>
    <message>
        <source>Write the bytes of one entry of any archive to standard output (&quot;::&quot; nests: outer.mpq::inner.w3x::war3map.j). ENTRY follows the archive&apos;s own path rule (&apos;/&apos; and &apos;\&apos; alike; MPQ names in any letter case).</source>
        <translation>将任意归档中某个条目的字节写到标准输出（&quot;::&quot; 可嵌套：outer.mpq::inner.w3x::war3map.j）。ENTRY 遵循归档自身的路径规则（&apos;/&apos; 与 &apos;\&apos; 等同；MPQ 名称不区分大小写）。</translation>
    </message>
    <message>
        <source>The entry&apos;s path.</source>
        <translation>条目的路径。</translation>
    </message>
    <message>
        <source>name the entry: ARCHIVE ENTRY or ARCHIVE::ENTRY</source>
        <translation>请指定条目：ARCHIVE ENTRY 或 ARCHIVE::ENTRY</translation>
    </message>
    <message>
        <source>Cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>What any file is: format, capabilities and totals, or its content</source>
        <translation>文件是什么：格式、功能和总计，或其内容</translation>
    </message>
    <message>
        <source>Write one entry of any archive to stdout</source>
        <translation>将任意归档中的一个条目写到 stdout</translation>
    </message>
</context>
<context>
    <name>mwb::cli::BlpCommands</name>
    <message>
        <source>Show the header of a BLP texture (Warcraft III BLP1, World of Warcraft BLP2): encoding, size, alpha, and the mip levels with their offsets and sizes.</source>
        <translation>显示 BLP 纹理（魔兽争霸 III 的 BLP1、魔兽世界的 BLP2）的文件头：编码、尺寸、透明通道，以及各 mip 级别的偏移和大小。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The .blp file.</source>
        <translation>.blp 文件。</translation>
    </message>
    <message>
        <source>%1: BLP%2 %3, %4×%5, alpha bits %6 (stored 0x%7), alpha type %8, has mipmaps %9</source>
        <translation>%1：BLP%2 %3，%4×%5，透明位数 %6（存储值 0x%7），透明类型 %8，含 mipmap %9</translation>
    </message>
    <message>
        <source>  mip %1: %2×%3, %4 bytes at %5</source>
        <translation>  mip %1：%2×%3，%4 字节，位于 %5</translation>
    </message>
    <message>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message>
        <source>Cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>Cannot encode the PNG</source>
        <translation>无法编码 PNG</translation>
    </message>
    <message>
        <source>Decode one mip level of a BLP texture to an RGBA PNG (level 0 by default).</source>
        <translation>将 BLP 纹理的一个 mip 级别解码为 RGBA PNG（默认级别 0）。</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>要写入的 PNG 文件。</translation>
    </message>
    <message>
        <source>The mip level (0 = full size).</source>
        <translation>mip 级别（0 = 原始尺寸）。</translation>
    </message>
    <message>
        <source>mwb-cli: -o OUT.png is required and --mip takes a number</source>
        <translation>mwb-cli：必须指定 -o OUT.png，且 --mip 需要数字</translation>
    </message>
    <message>
        <source>mwb-cli: warning: %1</source>
        <translation>mwb-cli：警告：%1</translation>
    </message>
    <message>
        <source>Encode an image as a BLP texture: BLP2 DXT1/DXT3/DXT5 or palettized, or BLP1 palettized (Warcraft III), with every mip level generated. --like copies the format of an existing BLP.</source>
        <translation>将图像编码为 BLP 纹理：BLP2 DXT1/DXT3/DXT5 或调色板，或 BLP1 调色板（魔兽争霸 III），并生成所有 mip 级别。--like 沿用现有 BLP 的格式。</translation>
    </message>
    <message>
        <source>The BLP file to write.</source>
        <translation>要写入的 BLP 文件。</translation>
    </message>
    <message>
        <source>The encoding (default dxt5).</source>
        <translation>编码方式（默认 dxt5）。</translation>
    </message>
    <message>
        <source>Use the encoding of this BLP.</source>
        <translation>使用此 BLP 的编码方式。</translation>
    </message>
    <message>
        <source>Write the full-size level only.</source>
        <translation>只写入原始尺寸级别。</translation>
    </message>
    <message>
        <source>The image to encode.</source>
        <translation>要编码的图像。</translation>
    </message>
    <message>
        <source>mwb-cli: -o OUT.blp is required and --format takes dxt1, dxt3, dxt5, palette or blp1-palette</source>
        <translation>mwb-cli：必须指定 -o OUT.blp，且 --format 取值为 dxt1、dxt3、dxt5、palette 或 blp1-palette</translation>
    </message>
    <message>
        <source>Show a BLP texture&apos;s header and mip levels</source>
        <translation>显示 BLP 纹理的文件头和 mip 级别</translation>
    </message>
    <message>
        <source>Decode a BLP texture&apos;s mip level to PNG</source>
        <translation>将 BLP 纹理的 mip 级别解码为 PNG</translation>
    </message>
    <message>
        <source>Encode an image as a BLP texture</source>
        <translation>将图像编码为 BLP 纹理</translation>
    </message>
</context>
<context>
    <name>mwb::cli::CommandLine</name>
    <message>
        <source>Usage: mwb-cli %1</source>
        <translation>用法：mwb-cli %1</translation>
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
    <message>
        <source>Usage: mwb-cli [GROUP] COMMAND [ARGUMENTS…]   (COMMAND --help for details)</source>
        <translation>用法：mwb-cli [组] 命令 [参数…]   （命令 --help 查看详情）</translation>
    </message>
    <message>
        <source>unexpected argument(s): %1</source>
        <translation>多余的参数：%1</translation>
    </message>
    <message>
        <source>Options of every command: --lang LANGUAGE (e.g. zh_CN) for the messages; --help.</source>
        <translation>所有命令均有的选项：--lang LANGUAGE（例如 zh_CN）指定消息语言；--help。</translation>
    </message>
    <message>
        <source>Usage: mwb-cli %1 COMMAND [ARGUMENTS…]   (COMMAND --help for details)</source>
        <translation>用法：mwb-cli %1 命令 [参数…]   （命令 --help 查看详情）</translation>
    </message>
    <message>
        <source>Commands of %1:</source>
        <translation>%1 的命令：</translation>
    </message>
    <message>
        <source>mwb-cli: no help on &quot;%1&quot;</source>
        <translation>mwb-cli: 没有关于“%1”的帮助</translation>
    </message>
</context>
<context>
    <name>mwb::cli::DatCommands</name>
    <message>
        <source>mwb-cli: -o %1 is required</source>
        <translation>mwb-cli: 必须指定 -o %1</translation>
    </message>
    <message>
        <source>Compile a Torchlight 2 text DAT (.DAT, .TEMPLATE; UTF-16 or UTF-8) to the binary form the game reads (BINDAT). String ids are numbered 1, 2, 3… in order of first use.</source>
        <translation>将火炬之光 2 文本 DAT（.DAT、.TEMPLATE；UTF-16 或 UTF-8）编译为游戏读取的二进制格式（BINDAT）。字符串 ID 按首次使用的顺序编号为 1、2、3…。</translation>
    </message>
    <message>
        <source>The compiled file.</source>
        <translation>编译生成的文件。</translation>
    </message>
    <message>
        <source>Compiled %1 into %2 (%3 bytes)</source>
        <translation>已将 %1 编译为 %2（%3 字节）</translation>
    </message>
    <message>
        <source>Decompile a Torchlight 2 BINDAT to a text DAT: on stdout as UTF-8, or with -o as a file in UTF-16LE with BOM, as the game&apos;s tools write it (only the file keeps lone UTF-16 surrogates; UTF-8 shows them as &quot;?&quot;). Tag and key names come from the built-in dictionary and --names files; names it does not know are written as 0xXXXXXXXX, which compiles back to the same hash. Only string ids change in BINDAT → text → BINDAT.</source>
        <translation>将火炬之光 2 BINDAT 反编译为文本 DAT：输出到 stdout 时为 UTF-8；使用 -o 时写入文件，编码为带 BOM 的 UTF-16LE，与游戏自带工具的写法相同（只有文件能保留孤立的 UTF-16 代理项；UTF-8 中显示为“?”）。标签名和键名来自内置字典和 --names 文件；未知的名称写为 0xXXXXXXXX，重新编译后得到相同的哈希值。BINDAT → 文本 → BINDAT 往返转换时只有字符串 ID 会改变。</translation>
    </message>
    <message>
        <source>Write the text DAT to this file.</source>
        <translation>将文本 DAT 写入此文件。</translation>
    </message>
    <message>
        <source>A names file (one name per line, as `dat learn-names` writes); its names win over the built-in ones. May be repeated.</source>
        <translation>名称文件（每行一个名称，与 `dat learn-names` 写出的格式相同）；其中的名称优先于内置名称。可多次指定。</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>没有该文件或文件夹</translation>
    </message>
    <message>
        <source>Collect the tag and key names of text DATs (.DAT, .TEMPLATE, .LAYOUT, searched recursively) into a names file for `dat decompile --names`. An existing NAMES.txt is merged, not replaced; files that are not text DATs (e.g. compiled ones) are skipped.</source>
        <translation>收集文本 DAT（.DAT、.TEMPLATE、.LAYOUT，递归搜索）中的标签名和键名，写入供 `dat decompile --names` 使用的名称文件。已有的 NAMES.txt 会被合并而非替换；不是文本 DAT 的文件（例如已编译的文件）会被跳过。</translation>
    </message>
    <message>
        <source>The names file to create or extend.</source>
        <translation>要创建或扩充的名称文件。</translation>
    </message>
    <message>
        <source>Folders (or files) to learn from.</source>
        <translation>要从中收集名称的文件夹（或文件）。</translation>
    </message>
    <message numerus="yes">
        <source>Read %n text DAT(s)</source>
        <translation>
            <numerusform>已读取 %n 个文本 DAT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>skipped %n other file(s)</source>
        <translation>
            <numerusform>跳过了 %n 个其他文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new name(s)</source>
        <translation>
            <numerusform>%n 个新名称</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n name(s)</source>
        <translation>
            <numerusform>%1 包含 %n 个名称</numerusform>
        </translation>
    </message>
    <message>
        <source>Compile a text DAT to BINDAT</source>
        <translation>将文本 DAT 编译为 BINDAT</translation>
    </message>
    <message>
        <source>Decompile a BINDAT to a text DAT</source>
        <translation>将 BINDAT 反编译为文本 DAT</translation>
    </message>
    <message>
        <source>Collect tag and key names from text DATs into a names file</source>
        <translation>从文本 DAT 中收集标签名和键名到名称文件</translation>
    </message>
    <message>
        <source>The text DAT</source>
        <translation>文本 DAT</translation>
    </message>
    <message>
        <source>The compiled DAT (an X.DAT.BINDAT, or a .DAT of a .MOD)</source>
        <translation>已编译的 DAT（X.DAT.BINDAT，或 .MOD 中的 .DAT）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::DbcCommands</name>
    <message>
        <source>Use the 3.3.5a definition of this table instead of the one the file name suggests.</source>
        <translation>使用此表的 3.3.5a 定义，而不是按文件名推断的定义。</translation>
    </message>
    <message>
        <source>The .dbc file.</source>
        <translation>.dbc 文件。</translation>
    </message>
    <message>
        <source>Show a WDBC table&apos;s header and its columns: from the WoW 3.3.5a definitions (WoWDBDefs) when one matches, else guessed types with their confidence and where the guess is unreliable.</source>
        <translation>显示 WDBC 表的文件头及其列：有匹配的魔兽世界 3.3.5a 定义（WoWDBDefs）时使用定义，否则给出推测的类型、置信度以及推测不可靠之处。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>%1: WDBC, %2 records of %3 fields in %4 bytes, string block %5 bytes</source>
        <translation>%1：WDBC，%2 条记录，每条 %3 个字段共 %4 字节，字符串块 %5 字节</translation>
    </message>
    <message>
        <source>columns: guessed</source>
        <translation>列：推测</translation>
    </message>
    <message>
        <source>columns: definition of %1</source>
        <translation>列：%1 的定义</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  注：%1</translation>
    </message>
    <message>
        <source>Print a WDBC table&apos;s records, one per line (tab-separated, a header line first), strings resolved in the string block.</source>
        <translation>逐行输出 WDBC 表的记录（以制表符分隔，首行为表头），字符串从字符串块中解析。</translation>
    </message>
    <message>
        <source>Print JSON: one object per record.</source>
        <translation>输出 JSON：每条记录一个对象。</translation>
    </message>
    <message>
        <source>Print at most N records.</source>
        <translation>最多输出 N 条记录。</translation>
    </message>
    <message>
        <source>Show a WDBC table&apos;s header and column types</source>
        <translation>显示 WDBC 表的文件头和列类型</translation>
    </message>
    <message>
        <source>Print a WDBC table&apos;s records</source>
        <translation>输出 WDBC 表的记录</translation>
    </message>
    <message>
        <source>Print a WDBC table as CSV</source>
        <translation>将 WDBC 表输出为 CSV</translation>
    </message>
    <message>
        <source>%1: %2, %3 records: %4 error(s), %5 warning(s)</source>
        <translation>%1：%2，%3 条记录：%4 个错误，%5 个警告</translation>
    </message>
    <message>
        <source>no definition</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>definition %1</source>
        <translation>定义 %1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Check WDBC tables as the client and the server read them: record size and field count against the 3.3.5a definition, string offsets inside the block and at a string&apos;s start, repeated and unordered IDs, localized strings against their mask, and references to the tables beside each file. Exit 0 with warnings only, 1 with errors (--strict: with warnings too).</source>
        <translation>按客户端和服务器的读取方式检查 WDBC 表：对照 3.3.5a 定义检查记录大小和字段数，检查字符串偏移是否位于字符串块内并指向字符串开头，检查重复和无序的 ID、本地化字符串是否与其掩码相符，以及对各文件旁边其他表的引用。仅有警告时退出码为 0，有错误时为 1（--strict：有警告时也为 1）。</translation>
    </message>
    <message>
        <source>Fail on warnings too.</source>
        <translation>有警告时也判定为失败。</translation>
    </message>
    <message>
        <source>The .dbc files.</source>
        <translation>.dbc 文件。</translation>
    </message>
    <message>
        <source>A: %1 (%2 rows)
B: %3 (%4 rows)
</source>
        <translation>A：%1（%2 行）
B：%3（%4 行）
</translation>
    </message>
    <message numerus="yes">
        <source>only in A: %n row(s): %1</source>
        <translation>
            <numerusform>仅在 A 中：%n 行：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only in B: %n row(s): %1</source>
        <translation>
            <numerusform>仅在 B 中：%n 行：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>note: %n of the changed cells are floats equal to 6 significant digits, as MariaDB prints a FLOAT (a dump written that way cannot hold the client&apos;s exact values)</source>
        <translation>
            <numerusform>注意：更改的单元格中有 %n 个是按 6 位有效数字相等的浮点数，这正是 MariaDB 输出 FLOAT 的方式（以这种方式写出的转储无法保存客户端的精确值）</numerusform>
        </translation>
    </message>
    <message>
        <source>equal</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>different: %1 rows only in A, %2 only in B; %3 rows changed in %4 cells</source>
        <translation>不同：%1 行仅在 A 中，%2 行仅在 B 中；%3 行中有 %4 个单元格更改</translation>
    </message>
    <message>
        <source>Compare two versions of a table, row by row by ID: either side a .dbc, a .csv or .json export, an SQL dump or a mysql://… table. Prints the rows only one side has and the cells that differ. Exit 0 equal, 1 different.</source>
        <translation>按 ID 逐行比较一个表的两个版本：任一方可以是 .dbc、.csv 或 .json 导出文件、SQL 转储或 mysql://… 表。输出仅一方存在的行以及不同的单元格。相同时退出码为 0，不同时为 1。</translation>
    </message>
    <message>
        <source>The first table.</source>
        <translation>第一个表。</translation>
    </message>
    <message>
        <source>The second table.</source>
        <translation>第二个表。</translation>
    </message>
    <message>
        <source>No definition for %1: name one with --table</source>
        <translation>没有 %1 的定义：请用 --table 指定一个</translation>
    </message>
    <message>
        <source>Compare two versions of a WDBC table (DBC, CSV, JSON, SQL dump or MySQL)</source>
        <translation>比较 WDBC 表的两个版本（DBC、CSV、JSON、SQL 转储或 MySQL）</translation>
    </message>
    <message>
        <source>Check WDBC tables for what breaks the client or the server</source>
        <translation>检查 WDBC 表中会导致客户端或服务器出错的问题</translation>
    </message>
    <message>
        <source>csv, json or sql.</source>
        <translation>csv、json 或 sql。</translation>
    </message>
    <message>
        <source>The SQL tables to write: azerothcore (the default and only one: AzerothCore&apos;s &lt;name&gt;_dbc).</source>
        <translation>要写入的 SQL 表：azerothcore（默认且唯一的选项：AzerothCore 的 &lt;name&gt;_dbc）。</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>写入此文件（原子写入），而不是标准输出。</translation>
    </message>
    <message>
        <source>--format must be csv, json or sql</source>
        <translation>--format 必须为 csv、json 或 sql</translation>
    </message>
    <message>
        <source>--dialect must be azerothcore</source>
        <translation>--dialect 必须为 azerothcore</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) as %2</source>
        <translation>
            <numerusform>%1：%n 行，格式为 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Write a WDBC table as CSV or JSON (the definition&apos;s column names; numbers and strings that read back to the same bytes) or as SQL for AzerothCore&apos;s &lt;name&gt;_dbc table (CREATE TABLE IF NOT EXISTS with its column names, order and types, then REPLACE INTO in batches).</source>
        <translation>将 WDBC 表写为 CSV 或 JSON（使用定义中的列名；数字和字符串均能读回为相同的字节），或写为 AzerothCore 的 &lt;name&gt;_dbc 表所用的 SQL（先以其列名、顺序和类型执行 CREATE TABLE IF NOT EXISTS，再分批执行 REPLACE INTO）。</translation>
    </message>
    <message>
        <source>Print a WDBC table as CSV (RFC 4180, UTF-8, a header row of column names): dbc export --format csv.</source>
        <translation>以 CSV 格式输出 WDBC 表（RFC 4180，UTF-8，首行为列名）：即 dbc export --format csv。</translation>
    </message>
    <message>
        <source>Write a WDBC table as CSV, JSON or AzerothCore SQL</source>
        <translation>将 WDBC 表写为 CSV、JSON 或 AzerothCore SQL</translation>
    </message>
    <message>
        <source>Write a WDBC table from rows: SOURCE is a .csv or .json file (as dbc export writes them), an SQL dump (INSERT or REPLACE, named or positional columns, extended inserts), or a live table mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE (…@localhost/DATABASE/TABLE?socket=PATH for a Unix socket; the password may come from MWB_MYSQL_PASSWORD). With --like the rows overlay BASE by ID as the server does (a row with an existing ID replaces it, others are added); --only-source keeps just the source&apos;s rows. With --definition the table is built from the source alone.</source>
        <translation>根据行数据写出 WDBC 表：SOURCE 为 .csv 或 .json 文件（与 dbc export 写出的格式相同）、SQL 转储（INSERT 或 REPLACE，具名或按位置的列，扩展插入），或实时表 mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE（使用 Unix 套接字时为 …@localhost/DATABASE/TABLE?socket=PATH；密码可取自 MWB_MYSQL_PASSWORD）。使用 --like 时，行按 ID 覆盖到 BASE 之上，与服务器的做法相同（ID 已存在的行替换原行，其他行则被添加）；--only-source 只保留源中的行。使用 --definition 时，仅根据源构建表。</translation>
    </message>
    <message>
        <source>The .dbc file to write (atomically).</source>
        <translation>要写入的 .dbc 文件（原子写入）。</translation>
    </message>
    <message>
        <source>The table the rows overlay: its definition, header and string block.</source>
        <translation>行数据要覆盖的表：沿用其定义、文件头和字符串块。</translation>
    </message>
    <message>
        <source>Build a new table of this 3.3.5a definition (e.g. Spell).</source>
        <translation>按此 3.3.5a 定义构建新表（例如 Spell）。</translation>
    </message>
    <message>
        <source>Keep only the source&apos;s rows (with --like).</source>
        <translation>只保留源中的行（配合 --like）。</translation>
    </message>
    <message>
        <source>The rows to import.</source>
        <translation>要导入的行。</translation>
    </message>
    <message>
        <source>-o OUT.dbc is required</source>
        <translation>必须指定 -o OUT.dbc</translation>
    </message>
    <message>
        <source>give either --like BASE.dbc or --definition NAME</source>
        <translation>请指定 --like BASE.dbc 或 --definition NAME 之一</translation>
    </message>
    <message>
        <source>No 3.3.5a definition is named %1</source>
        <translation>没有名为 %1 的 3.3.5a 定义</translation>
    </message>
    <message>
        <source>%1: %2 rows from %3 (%4 cell(s) changed in %5 row(s), %6 row(s) added, %7 deleted)</source>
        <translation>%1：%2 行，来自 %3（%5 行中有 %4 个单元格更改，新增 %6 行，删除 %7 行）</translation>
    </message>
    <message>
        <source>Write the result here instead of over FILE.</source>
        <translation>将结果写到此处，而不是覆盖 FILE。</translation>
    </message>
    <message>
        <source>Set one cell.</source>
        <translation>设置一个单元格。</translation>
    </message>
    <message>
        <source>Copy a row to a new ID.</source>
        <translation>将一行复制到新 ID。</translation>
    </message>
    <message>
        <source>Delete a row (IDs may be comma-separated).</source>
        <translation>删除一行（多个 ID 可用逗号分隔）。</translation>
    </message>
    <message>
        <source>Select rows for --set-all.</source>
        <translation>为 --set-all 选择行。</translation>
    </message>
    <message>
        <source>Set a column on the selected rows.</source>
        <translation>在所选行上设置某一列。</translation>
    </message>
    <message>
        <source>nothing to do: give --set, --copy, --delete or --set-all</source>
        <translation>无事可做：请指定 --set、--copy、--delete 或 --set-all</translation>
    </message>
    <message>
        <source>%1: %2 cell(s) changed, %3 row(s) added, %4 row(s) deleted</source>
        <translation>%1：%2 个单元格已更改，新增 %3 行，删除 %4 行</translation>
    </message>
    <message>
        <source>Write a WDBC table from CSV, JSON, an SQL dump or a MySQL table</source>
        <translation>从 CSV、JSON、SQL 转储或 MySQL 表写出 WDBC 表</translation>
    </message>
    <message>
        <source>Set cells, copy and delete rows of a WDBC table</source>
        <translation>设置 WDBC 表的单元格，复制和删除行</translation>
    </message>
    <message>
        <source>Change a WDBC table: copies first, then cell sets, then --set-all on the rows matching every --where (all rows without one), then deletions. Values are typed by the column (a value out of range is an error naming it); nothing is written on error. Without -o the file is edited in place, atomically; a table inside an archive (ARCHIVE::ENTRY) is committed through the archive&apos;s writer.</source>
        <translation>修改 WDBC 表：先执行复制，再设置单元格，然后对匹配所有 --where 条件的行（没有 --where 时为所有行）执行 --set-all，最后执行删除。值按列的类型解析（超出范围的值会报错并指明该值）；出错时不写入任何内容。不使用 -o 时原地编辑文件（原子写入）；归档中的表（ARCHIVE::ENTRY）通过该归档的写入器提交。</translation>
    </message>
    <message>
        <source>The .dbc file</source>
        <translation>.dbc 文件</translation>
    </message>
</context>
<context>
    <name>mwb::cli::DiffCommands</name>
    <message>
        <source>%1 added, %2 removed, %3 changed, %4 renamed, %5 moved, %6 unchanged</source>
        <translation>新增 %1，删除 %2，更改 %3，重命名 %4，移动 %5，未变 %6</translation>
    </message>
    <message>
        <source>Neither side has an entry %1</source>
        <translation>两侧都没有条目 %1</translation>
    </message>
    <message>
        <source>%1 is the same on both sides</source>
        <translation>%1 在两侧相同</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 还有 %1 项</translation>
    </message>
    <message>
        <source>Compare two archives of any formats, two folders, or an archive and a folder: added, removed, changed, renamed and moved entries. --entry shows what changed inside one entry (TL2 DAT properties, WDBC records, image dimensions, bytes). Exit 0 when equal, 1 when different.</source>
        <translation>比较任意格式的两个归档、两个文件夹，或一个归档与一个文件夹：新增、删除、更改、重命名和移动的条目。--entry 显示某个条目内部的更改（TL2 DAT 属性、WDBC 记录、图像尺寸、字节）。相同时退出码为 0，不同时为 1。</translation>
    </message>
    <message>
        <source>The archive or folder before.</source>
        <translation>之前的归档或文件夹。</translation>
    </message>
    <message>
        <source>The archive or folder after.</source>
        <translation>之后的归档或文件夹。</translation>
    </message>
    <message>
        <source>Compare the content of this entry.</source>
        <translation>比较此条目的内容。</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>diff takes exactly two archives or folders</source>
        <translation>diff 需要恰好两个归档或文件夹</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>正在比较</translation>
    </message>
    <message>
        <source>Compare two archives or folders</source>
        <translation>比较两个归档或文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::cli::EditCommands</name>
    <message>
        <source>added     %1 (%2 bytes)</source>
        <translation>已添加    %1（%2 字节）</translation>
    </message>
    <message>
        <source>replaced  %1 (%2 bytes)</source>
        <translation>已替换    %1（%2 字节）</translation>
    </message>
    <message>
        <source>removed   %1 (%2 bytes)</source>
        <translation>已删除    %1（%2 字节）</translation>
    </message>
    <message>
        <source>renamed   %1 -&gt; %2</source>
        <translation>已重命名  %1 -&gt; %2</translation>
    </message>
    <message>
        <source>unchanged %1 (already stored)</source>
        <translation>未更改    %1（已存储）</translation>
    </message>
    <message>
        <source>locale    %1 -&gt; 0x%2</source>
        <translation>语言区域  %1 -&gt; 0x%2</translation>
    </message>
    <message>
        <source>Write the result to OUT and leave ARCHIVE untouched (default: edit ARCHIVE in place).</source>
        <translation>将结果写入 OUT，不改动 ARCHIVE（默认：原地编辑 ARCHIVE）。</translation>
    </message>
    <message>
        <source>Print the report as JSON (the same keys for every edit and format).</source>
        <translation>以 JSON 输出报告（所有编辑操作和格式使用相同的键）。</translation>
    </message>
    <message>
        <source>The archive to edit.</source>
        <translation>要编辑的归档。</translation>
    </message>
    <message>
        <source>%1 is not a %2 file</source>
        <translation>%1 不是 %2 文件</translation>
    </message>
    <message>
        <source>-o names the archive itself; leave -o out to edit it in place</source>
        <translation>-o 指定的就是归档本身；要原地编辑，请省略 -o</translation>
    </message>
    <message>
        <source>%1 files do not support &quot;%2&quot;</source>
        <translation>%1 文件不支持“%2”</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>正在保存</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
    <message>
        <source>read, not stored: %1</source>
        <translation>已读取，未存储：%1</translation>
    </message>
    <message>
        <source>updated   %1</source>
        <translation>已更新    %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already stored under their names were skipped</source>
        <translation>
            <numerusform>已跳过 %n 个已按其名称存储的文件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no changes, left as it was</source>
        <translation>%1：无更改，保持原样</translation>
    </message>
    <message>
        <source>%1: %2 entries (%3 kept in place, %4 copied, %5 written) appended, %6 bytes, %7 entries verified</source>
        <translation>%1：追加了 %2 个条目（%3 个保持原位，%4 个复制，%5 个写入），%6 字节，已校验 %7 个条目</translation>
    </message>
    <message>
        <source>%1: %2 entries (%3 copied, %4 written), %5 bytes, %6 entries verified</source>
        <translation>%1：%2 个条目（%3 个复制，%4 个写入），%5 字节，已校验 %6 个条目</translation>
    </message>
    <message>
        <source>New %1 files cannot be created</source>
        <translation>无法新建 %1 文件</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>Creating</source>
        <translation>正在创建</translation>
    </message>
    <message>
        <source>Add files and folders to an archive, or replace the entries they name (which keep their place). A file goes in under --as NAME, below --into DIR, or by its name; a folder&apos;s files go below --into DIR by their paths in it, or below the folder&apos;s own name (&quot;in&quot; stores &quot;in/sub/a.txt&quot;). For a Torchlight 2 mod a SOURCE inside a MEDIA folder keeps its path from MEDIA/ on, and text .DAT/.TEMPLATE files are compiled to BINDAT (unless --no-compile, `mod add` only) with the RAW indexes regenerated as `mod pack` does. Files an extraction writes beside the entries (&quot;(listfile)&quot;, &quot;(attributes)&quot;, &quot;(signature)&quot;, a mod folder&apos;s sidecar) are read, never stored. Untouched entries are copied as they are stored (an MPQ saved in place is appended to).</source>
        <translation>向归档添加文件和文件夹，或替换它们所指的条目（被替换的条目保持原位置）。单个文件以 --as NAME 指定的名称存入、存入 --into DIR 之下，或使用其文件名；文件夹中的文件按其在该文件夹中的路径存入 --into DIR 之下，或存入以该文件夹自身名称命名的目录下（&quot;in&quot; 存为 &quot;in/sub/a.txt&quot;）。对于火炬之光 2 模组，位于 MEDIA 文件夹内的 SOURCE 保留从 MEDIA/ 开始的路径，文本 .DAT/.TEMPLATE 文件会编译为 BINDAT（除非使用 --no-compile，仅限 `mod add`），并像 `mod pack` 一样重新生成 RAW 索引。提取时写在条目旁边的文件（&quot;(listfile)&quot;、&quot;(attributes)&quot;、&quot;(signature)&quot;、模组文件夹的附属文件）只会被读取，不会被存储。未改动的条目按存储原样复制（原地保存的 MPQ 采用追加写入）。</translation>
    </message>
    <message>
        <source>Archive path of the one SOURCE file.</source>
        <translation>单个 SOURCE 文件的归档路径。</translation>
    </message>
    <message>
        <source>Archive folder the sources go below.</source>
        <translation>源文件存入的归档文件夹。</translation>
    </message>
    <message>
        <source>Skip files whose bytes the archive already stores under that name (compared by the stored CRC-32 first, by bytes where there is none), and say how many were skipped.</source>
        <translation>跳过归档中已以该名称存储相同字节的文件（先比较存储的 CRC-32，没有 CRC-32 时逐字节比较），并报告跳过的数量。</translation>
    </message>
    <message>
        <source>Store text .DAT/.TEMPLATE files as they are, and leave the RAW indexes as they are.</source>
        <translation>按原样存储文本 .DAT/.TEMPLATE 文件，并保持 RAW 索引不变。</translation>
    </message>
    <message>
        <source>Files or folders to add.</source>
        <translation>要添加的文件或文件夹。</translation>
    </message>
    <message>
        <source>--as and --into exclude each other</source>
        <translation>--as 与 --into 不能同时使用</translation>
    </message>
    <message>
        <source>Remove entries: a path removes that entry, or the folder with everything below it; anything else is a pattern that removes every entry it selects. An operand that names and selects nothing is an error.</source>
        <translation>删除条目：路径会删除该条目，或删除该文件夹及其下的所有内容；其他参数均视为模式，删除其选中的所有条目。既不指名也不选中任何条目的操作数会报错。</translation>
    </message>
    <message>
        <source>Entry paths, folders or patterns.</source>
        <translation>条目路径、文件夹或模式。</translation>
    </message>
    <message>
        <source>Rename an entry, or move a folder with everything below it. Entries keep their stored bytes (an encrypted MPQ file whose key depends on its name is re-keyed).</source>
        <translation>重命名条目，或移动文件夹及其下的所有内容。条目保留其存储的字节（密钥取决于名称的加密 MPQ 文件会重新加密）。</translation>
    </message>
    <message>
        <source>The entry or folder.</source>
        <translation>条目或文件夹。</translation>
    </message>
    <message>
        <source>Its new path.</source>
        <translation>新路径。</translation>
    </message>
    <message>
        <source>Rewrite an archive without the dead space earlier in-place saves left (entries are copied as they are stored, not recompressed).</source>
        <translation>重写归档，去除先前原地保存留下的无用空间（条目按存储原样复制，不重新压缩）。</translation>
    </message>
    <message>
        <source>Create an archive of any format that can make new ones from the files below DIR (they are stored by their paths in DIR). Files an extraction writes beside the entries (&quot;(listfile)&quot;, &quot;(attributes)&quot;, &quot;(signature)&quot;) are read for the names&apos; spelling and never stored, so a folder `extract` wrote creates the same archive again. For a Torchlight 2 mod (--format tl2mod) DIR is a mod folder, packed as `mod pack` does.</source>
        <translation>用 DIR 下的文件创建归档，可使用任何支持新建的格式（文件按其在 DIR 中的路径存储）。提取时写在条目旁边的文件（&quot;(listfile)&quot;、&quot;(attributes)&quot;、&quot;(signature)&quot;）只用于读取名称的拼写，不会被存储，因此由 `extract` 写出的文件夹可重新创建出相同的归档。对于火炬之光 2 模组（--format tl2mod），DIR 为模组文件夹，按 `mod pack` 的方式打包。</translation>
    </message>
    <message>
        <source>The format: %1.</source>
        <translation>格式：%1。</translation>
    </message>
    <message>
        <source>The format&apos;s preset (default: its first).</source>
        <translation>格式的预设（默认：第一个）。</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>以 JSON 输出报告。</translation>
    </message>
    <message>
        <source>The archive to write.</source>
        <translation>要写入的归档。</translation>
    </message>
    <message>
        <source>The folder whose files it holds.</source>
        <translation>提供归档内文件的文件夹。</translation>
    </message>
    <message>
        <source>--format takes one of: %1</source>
        <translation>--format 的取值为以下之一：%1</translation>
    </message>
    <message>
        <source>--preset takes one of: %1</source>
        <translation>--preset 的取值为以下之一：%1</translation>
    </message>
    <message>
        <source>Add or replace files in any archive that can be written</source>
        <translation>在任何可写入的归档中添加或替换文件</translation>
    </message>
    <message>
        <source>Remove entries, folders or pattern matches</source>
        <translation>删除条目、文件夹或模式匹配项</translation>
    </message>
    <message>
        <source>Rename an entry or move a folder</source>
        <translation>重命名条目或移动文件夹</translation>
    </message>
    <message>
        <source>Rewrite an archive without dead space</source>
        <translation>重写归档以去除无用空间</translation>
    </message>
    <message>
        <source>Create an archive of any format from a folder</source>
        <translation>从文件夹创建任意格式的归档</translation>
    </message>
    <message>
        <source>Add or replace files in a .MOD (= add)</source>
        <translation>在 .MOD 中添加或替换文件（= add）</translation>
    </message>
    <message>
        <source>Remove entries or folders from a .MOD (= rm)</source>
        <translation>从 .MOD 中删除条目或文件夹（= rm）</translation>
    </message>
    <message>
        <source>Rename an entry or folder of a .MOD (= mv)</source>
        <translation>重命名 .MOD 中的条目或文件夹（= mv）</translation>
    </message>
    <message>
        <source>Create an MPQ archive (= create --format mpq)</source>
        <translation>创建 MPQ 归档（= create --format mpq）</translation>
    </message>
    <message>
        <source>Add files to an MPQ archive (= add)</source>
        <translation>向 MPQ 归档添加文件（= add）</translation>
    </message>
    <message>
        <source>Remove MPQ entries (= rm)</source>
        <translation>删除 MPQ 条目（= rm）</translation>
    </message>
    <message>
        <source>Rename MPQ entries (= mv)</source>
        <translation>重命名 MPQ 条目（= mv）</translation>
    </message>
    <message>
        <source>Rewrite an MPQ archive without gaps (= compact)</source>
        <translation>重写 MPQ 归档以去除空隙（= compact）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::ExportCommands</name>
    <message numerus="yes">
        <source>%n image(s) written as PNG below %1</source>
        <translation>
            <numerusform>已将 %n 个图像以 PNG 写入 %1 下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) missing (listed in %1)</source>
        <translation>
            <numerusform>缺少 %n 个图标（列于 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Write every BLP, DDS, TGA and PNG among the chosen entries of the archives as a PNG file, keeping the folder structure (the last archive that holds a path wins: give a patch chain in load order). With --spell-icons: read DBFilesClient/SpellIcon.dbc from the archives and write each row&apos;s icon as ID_name.png, with spell-icons.csv and spell-icons.json listing every row as found or missing. Nothing is written unless every image converts.</source>
        <translation>将归档中所选条目里的每个 BLP、DDS、TGA 和 PNG 写为 PNG 文件，并保留文件夹结构（同一路径以最后一个归档为准：请按加载顺序给出补丁链）。使用 --spell-icons：从归档读取 DBFilesClient/SpellIcon.dbc，将每一行的图标写为 ID_name.png，并生成列出每行找到或缺失情况的 spell-icons.csv 和 spell-icons.json。只要有一个图像无法转换，就不写入任何内容。</translation>
    </message>
    <message>
        <source>Target folder.</source>
        <translation>目标文件夹。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Export the icons SpellIcon.dbc names, with an index.</source>
        <translation>导出 SpellIcon.dbc 列出的图标，并附索引。</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
    </message>
    <message>
        <source>Archives (any format), in load order.</source>
        <translation>归档（任意格式），按加载顺序。</translation>
    </message>
    <message>
        <source>-o DIR is required</source>
        <translation>必须指定 -o DIR</translation>
    </message>
    <message>
        <source>No such archive: %1</source>
        <translation>没有这个归档：%1</translation>
    </message>
    <message>
        <source>--spell-icons takes no patterns (no such file: %1)</source>
        <translation>--spell-icons 不接受模式（没有这个文件：%1）</translation>
    </message>
    <message>
        <source>Exporting images</source>
        <translation>正在导出图像</translation>
    </message>
    <message>
        <source>Write the textures and images of archives as PNG files (or the spell icons)</source>
        <translation>将归档中的纹理和图像写为 PNG 文件（或导出法术图标）</translation>
    </message>
    <message>
        <source>Optional patterns (&quot;Interface/Icons/*&quot;; see below).</source>
        <translation>可选模式（&quot;Interface/Icons/*&quot;；见下文）。</translation>
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
    <name>mwb::cli::GridEditCommands</name>
    <message>
        <source>--fill takes X,Y,WIDTH,HEIGHT,walkable|blocked, not &quot;%1&quot;</source>
        <translation>--fill 的取值应为 X,Y,WIDTH,HEIGHT,walkable|blocked，而不是“%1”</translation>
    </message>
    <message>
        <source>--%1 takes X,Y, not &quot;%2&quot;</source>
        <translation>--%1 的取值应为 X,Y，而不是“%2”</translation>
    </message>
    <message>
        <source>Make the cell walkable (repeatable).</source>
        <translation>将该格子设为可行走（可多次指定）。</translation>
    </message>
    <message>
        <source>Make the cell blocked (repeatable).</source>
        <translation>将该格子设为阻挡（可多次指定）。</translation>
    </message>
    <message>
        <source>Make every cell of the rectangle walkable or blocked (repeatable).</source>
        <translation>将矩形内的所有格子设为可行走或阻挡（可多次指定）。</translation>
    </message>
    <message>
        <source>Make the cell a door with ID 1..127, or remove its door with 0 (repeatable).</source>
        <translation>将该格子设为 ID 为 1..127 的门，或用 0 移除其门（可多次指定）。</translation>
    </message>
    <message>
        <source>Write the edited grid here (a file, or ARCHIVE::ENTRY); default: back to FILE.</source>
        <translation>将编辑后的网格写到此处（文件或 ARCHIVE::ENTRY）；默认：写回 FILE。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 输出结果。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) set</source>
        <translation>
            <numerusform>已设置 %n 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n door(s) set</source>
        <translation>
            <numerusform>，已设置 %n 扇门</numerusform>
        </translation>
    </message>
    <message>
        <source>; written to %1</source>
        <translation>；已写入 %1</translation>
    </message>
    <message>
        <source>Edit the walkability and doors of a Legend of Mir 2/3 .map, byte for byte in place (every other byte stays as it was). Without -o the map is written back where it was read: a file atomically, an entry of an archive through the archive&apos;s writer.</source>
        <translation>原地逐字节编辑传奇 2/3 .map 的可行走性和门（其他字节均保持不变）。不使用 -o 时，地图写回读取的位置：文件以原子方式写入，归档中的条目通过该归档的写入器写入。</translation>
    </message>
    <message>
        <source>The .map file</source>
        <translation>.map 文件</translation>
    </message>
    <message>
        <source>--door takes X,Y,ID, not &quot;%1&quot;</source>
        <translation>--door 的取值应为 X,Y,ID，而不是“%1”</translation>
    </message>
    <message>
        <source>Edit the cells of a Torchlight 2 .MPP pathing grid (0 walkable, 1 blocked); every other byte stays as it was. Without -o the grid is written back where it was read: a file atomically, an entry of a .MOD (FILE.MOD::MEDIA/…/X.MPP) through the mod&apos;s writer.</source>
        <translation>编辑火炬之光 2 .MPP 寻路网格的格子（0 可行走，1 阻挡）；其他字节均保持不变。不使用 -o 时，网格写回读取的位置：文件以原子方式写入，.MOD 中的条目（FILE.MOD::MEDIA/…/X.MPP）通过模组的写入器写入。</translation>
    </message>
    <message>
        <source>The .MPP file</source>
        <translation>.MPP 文件</translation>
    </message>
    <message>
        <source>Set walkability and doors of a Mir 2/3 .map</source>
        <translation>设置传奇 2/3 .map 的可行走性和门</translation>
    </message>
    <message>
        <source>Set cells of a Torchlight 2 .MPP pathing grid</source>
        <translation>设置火炬之光 2 .MPP 寻路网格的格子</translation>
    </message>
</context>
<context>
    <name>mwb::cli::LayoutBuildCommands</name>
    <message>
        <source>Another input of this command already writes %1</source>
        <translation>此命令的另一个输入也会写入 %1</translation>
    </message>
    <message>
        <source>The output file, or an entry of an archive written ARCHIVE::ENTRY (one input only).</source>
        <translation>输出文件，或以 ARCHIVE::ENTRY 形式指定的归档条目（仅限一个输入）。</translation>
    </message>
    <message>
        <source>Write each output into DIR under its input&apos;s name.</source>
        <translation>将每个输出以其输入的名称写入 DIR。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>A layout file, or an entry of an archive written ARCHIVE::ENTRY.</source>
        <translation>布局文件，或以 ARCHIVE::ENTRY 形式指定的归档条目。</translation>
    </message>
    <message>
        <source>Give either -o OUT or --output-dir DIR.</source>
        <translation>请指定 -o OUT 或 --output-dir DIR 之一。</translation>
    </message>
    <message>
        <source>-o takes one input; use --output-dir DIR for several.</source>
        <translation>-o 只接受一个输入；多个输入请使用 --output-dir DIR。</translation>
    </message>
    <message>
        <source>Cannot create the output folder</source>
        <translation>无法创建输出文件夹</translation>
    </message>
    <message>
        <source>%1 → %2 (%3 bytes)</source>
        <translation>%1 → %2（%3 字节）</translation>
    </message>
    <message>
        <source>Compile text Torchlight 2 layouts (.LAYOUT as GUTS saves them) into the BINLAYOUT the game reads, byte for byte as GUTS writes it. With --output-dir, X.LAYOUT becomes DIR/X.LAYOUT.BINLAYOUT. A bad file is reported with its line and column and does not stop the others; the exit code is the first failure&apos;s.</source>
        <translation>将火炬之光 2 文本布局（GUTS 保存的 .LAYOUT）编译为游戏读取的 BINLAYOUT，与 GUTS 写出的结果逐字节一致。使用 --output-dir 时，X.LAYOUT 会变为 DIR/X.LAYOUT.BINLAYOUT。有错误的文件会报告其行号和列号，且不会中断其他文件的处理；退出码取第一个失败的退出码。</translation>
    </message>
    <message>
        <source>Decompile Torchlight 2 BINLAYOUTs into the text GUTS reads (UTF-16 with BOM, tabs, CRLF); compiling the text gives the same bytes back. With --output-dir, X.LAYOUT.BINLAYOUT and a compiled X.LAYOUT of a .MOD both become DIR/X.LAYOUT. The root tag (UI, Layout, Particle Creator) follows the file&apos;s folder and objects.</source>
        <translation>将火炬之光 2 BINLAYOUT 反编译为 GUTS 读取的文本（带 BOM 的 UTF-16、制表符、CRLF）；编译该文本可得到相同的字节。使用 --output-dir 时，X.LAYOUT.BINLAYOUT 和 .MOD 中已编译的 X.LAYOUT 都会变为 DIR/X.LAYOUT。根标签（UI、Layout、Particle Creator）取决于文件所在的文件夹及其对象。</translation>
    </message>
    <message>
        <source>Compile text layouts into BINLAYOUT</source>
        <translation>将文本布局编译为 BINLAYOUT</translation>
    </message>
    <message>
        <source>Decompile BINLAYOUTs into text layouts</source>
        <translation>将 BINLAYOUT 反编译为文本布局</translation>
    </message>
</context>
<context>
    <name>mwb::cli::LayoutCommands</name>
    <message>
        <source>Show the structure of a compiled Torchlight 2 layout (BINLAYOUT): objects with their descriptors, ids, names and properties, logic-group links, timelines and the datagroup tree. IN may also name an entry of a .MOD: FILE.MOD::MEDIA/UI/X.LAYOUT.</source>
        <translation>显示已编译的火炬之光 2 布局（BINLAYOUT）的结构：对象及其描述符、ID、名称和属性，逻辑组链接，时间线，以及数据组树。IN 也可以指定 .MOD 中的条目：FILE.MOD::MEDIA/UI/X.LAYOUT。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The compiled layout.</source>
        <translation>已编译的布局。</translation>
    </message>
    <message numerus="yes">
        <source>%1: BINLAYOUT, %2 bytes, flag %3, datagroup offset %4, %n object(s)</source>
        <translation>
            <numerusform>%1：BINLAYOUT，%2 字节，标志 %3，数据组偏移 %4，%n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>Datagroup:</source>
        <translation>数据组：</translation>
    </message>
    <message>
        <source>Show the structure of a compiled Torchlight 2 layout</source>
        <translation>显示已编译的火炬之光 2 布局的结构</translation>
    </message>
</context>
<context>
    <name>mwb::cli::LayoutPlanCommands</name>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>at %1, %2 × %3</source>
        <translation>位于 %1，%2 × %3</translation>
    </message>
    <message>
        <source>, footprint %1</source>
        <translation>，占地轮廓 %1</translation>
    </message>
    <message>
        <source>Print the plan of a Torchlight 2 layout (text or compiled) as the window draws it: a level&apos;s objects at their ground positions (world X, Z), its room pieces named from the level sets and placed with the footprints of their meshes when the mod or the game&apos;s archive has them; a UI layout&apos;s windows with their rectangles. The mod is the archive holding FILE (ARCHIVE::ENTRY) or the folder above FILE&apos;s MEDIA folder.</source>
        <translation>按窗口中的绘制方式输出火炬之光 2 布局（文本或已编译）的平面图：关卡的对象及其地面位置（世界坐标 X、Z），其房间块按关卡集命名，并在模组或游戏归档中有对应网格时按网格的占地轮廓放置；UI 布局的窗口及其矩形。模组是包含 FILE 的归档（ARCHIVE::ENTRY），或 FILE 所在 MEDIA 文件夹的上一级文件夹。</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>The game&apos;s own files, where room pieces the mod does not define are looked up: its PAKS/DATA.PAK (or DATA.PAK.MAN), its unpacked MEDIA folder, or any archive holding them.</source>
        <translation>游戏自身的文件，用于查找模组未定义的房间块：其 PAKS/DATA.PAK（或 DATA.PAK.MAN）、解包后的 MEDIA 文件夹，或包含这些文件的任意归档。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>%1 is not a Torchlight 2 layout</source>
        <translation>%1 不是火炬之光 2 布局</translation>
    </message>
    <message numerus="yes">
        <source>%1: level plan, %n object(s)</source>
        <translation>
            <numerusform>%1：关卡平面图，%n 个对象</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: UI wireframe, %n window(s)</source>
        <translation>
            <numerusform>%1：UI 线框，%n 个窗口</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing placed</source>
        <translation>%1：未放置任何内容</translation>
    </message>
    <message>
        <source>Print a layout&apos;s plan: objects at their positions, room pieces with their footprints</source>
        <translation>输出布局的平面图：对象及其位置，房间块及其占地轮廓</translation>
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
    <message>
        <source>The .map file</source>
        <translation>.map 文件</translation>
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
        <source>Output .MOD file.</source>
        <translation>输出的 .MOD 文件。</translation>
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
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 records what the folder cannot hold; mod pack uses it to reproduce the records</source>
        <translation>%1 记录了文件夹无法保存的信息；mod pack 用它还原各条记录</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>以 JSON 输出报告。</translation>
    </message>
    <message>
        <source>As extracted (%1): %2 record(s) kept, %3 file(s) changed, %4 added, %5 record(s) dropped</source>
        <translation>按解压时的记录（%1）：保留 %2 条记录，%3 个文件已更改，新增 %4 个，丢弃 %5 条记录</translation>
    </message>
    <message>
        <source>Check a .MOD as the game does (rolling hash) and every block, size and CRC. Exits 0 only when the game would accept the mod. Warnings (duplicate paths, stale RAW indexes, lower-case names, type codes that do not match the extension, DATs that do not parse) do not fail the check unless --strict is given.</source>
        <translation>按游戏的方式（滚动哈希）检查 .MOD，并检查每个数据块、大小和 CRC。只有游戏会接受该模组时退出码才为 0。警告（重复路径、过期的 RAW 索引、小写名称、与扩展名不符的类型码、无法解析的 DAT）不会使检查失败，除非指定 --strict。</translation>
    </message>
    <message>
        <source>Fail (exit 1) on warnings too.</source>
        <translation>警告也使检查失败（退出码 1）。</translation>
    </message>
    <message>
        <source>warning [%1]: %2</source>
        <translation>警告 [%1]：%2</translation>
    </message>
    <message numerus="yes">
        <source>FAILED (--strict): %n warning(s)</source>
        <translation>
            <numerusform>失败（--strict）：%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s); --strict makes them fail the check</source>
        <translation>
            <numerusform>%n 个警告；--strict 会使检查失败</numerusform>
        </translation>
    </message>
    <message>
        <source>The .MOD file</source>
        <translation>.MOD 文件</translation>
    </message>
    <message>
        <source>Replace files that already exist in DIR (by default the extraction refuses, naming them).</source>
        <translation>替换 DIR 中已存在的文件（默认情况下提取会拒绝执行并列出这些文件）。</translation>
    </message>
    <message>
        <source>Optional patterns (see below).</source>
        <translation>可选模式（见下文）。</translation>
    </message>
    <message>
        <source>Pack a mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts, as GUTS builds it: text DATs and layouts compiled (a .LAYOUT.BINLAYOUT beside a text layout is compared and reported when stale), RAW index files regenerated.</source>
        <translation>将模组文件夹（MOD.DAT + MEDIA/）打包为游戏可接受的 .MOD，与 GUTS 的构建方式相同：编译文本 DAT 和布局（文本布局旁边的 .LAYOUT.BINLAYOUT 会被比较，过期时予以报告），并重新生成 RAW 索引文件。</translation>
    </message>
    <message>
        <source>Game version stored in the header (default: the version a folder `mod extract` wrote records, else 1.25.9.5).</source>
        <translation>存储在文件头中的游戏版本（默认：`mod extract` 写出的文件夹中记录的版本，否则为 1.25.9.5）。</translation>
    </message>
    <message>
        <source>Store every file as it is: no DAT or layout compiling, no RAW regeneration.</source>
        <translation>按原样存储每个文件：不编译 DAT 或布局，不重新生成 RAW。</translation>
    </message>
    <message>
        <source>DATs compiled: %1, layouts compiled: %2, layouts from .LAYOUT.BINLAYOUT: %3, RAW files regenerated: %4</source>
        <translation>已编译 DAT：%1，已编译布局：%2，取自 .LAYOUT.BINLAYOUT 的布局：%3，已重新生成 RAW 文件：%4</translation>
    </message>
    <message>
        <source>warning: %1 is stale: the text was edited after GUTS built it (the text was compiled and packed)</source>
        <translation>警告：%1 已过期：文本在 GUTS 构建之后被编辑过（已编译并打包该文本）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::ModConflictCommands</name>
    <message>
        <source>The .MOD files in load order, lowest priority first (the last one wins, as in the game&apos;s mod list).</source>
        <translation>按加载顺序排列的 .MOD 文件，优先级最低的在前（最后一个生效，与游戏的模组列表相同）。</translation>
    </message>
    <message>
        <source>MEDIA_DIR</source>
        <translation>MEDIA目录</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>（已移除）</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>基准 %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Conflicting files per pair of mods:
</source>
        <translation>每对模组之间冲突的文件数：
</translation>
    </message>
    <message>
        <source>Load order (the last one wins):
</source>
        <translation>加载顺序（最后一个生效）：
</translation>
    </message>
    <message>
        <source>Base: %1
</source>
        <translation>基准：%1
</translation>
    </message>
    <message>
        <source>No base: every DAT property whose value differs between the mods is a possible conflict
</source>
        <translation>无基准：模组之间取值不同的每个 DAT 属性都是可能的冲突
</translation>
    </message>
    <message numerus="yes">
        <source>    %n disjoint change(s), merged without conflict
</source>
        <translation>
            <numerusform>    %n 处互不重叠的修改，已无冲突合并
</numerusform>
        </translation>
    </message>
    <message>
        <source>Show which mods of a load order share files and which one wins. With --base, DATs are compared with the game&apos;s copy property by property: real conflicts (two mods set a property differently) apart from harmless overlaps. RAW indexes are regenerated, never conflicts. Exit 0 without conflicts, 1 when there are real or possible conflicts.</source>
        <translation>显示加载顺序中哪些模组共有文件以及哪个生效。使用 --base 时，DAT 会与游戏自带副本逐属性比较：区分真正的冲突（两个模组把同一属性设为不同值）与无害的重叠。RAW 索引会重新生成，从不算冲突。无冲突时退出码为 0，存在真正或可能的冲突时为 1。</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>正在比较</translation>
    </message>
    <message>
        <source>Merge a load order into one new .MOD: each file from the last mod that carries it; with --base, DATs several mods change are merged property by property (conflicts go to the later mod). RAW indexes are regenerated; the output appears only when complete.</source>
        <translation>把一个加载顺序合并为一个新的 .MOD：每个文件取自包含它的最后一个模组；使用 --base 时，多个模组修改的 DAT 会逐属性合并（冲突归后加载的模组）。RAW 索引会重新生成；输出文件只在完成后才出现。</translation>
    </message>
    <message>
        <source>The merged .MOD.</source>
        <translation>合并后的 .MOD。</translation>
    </message>
    <message>
        <source>NAME of the merged mod (default: the output file&apos;s name).</source>
        <translation>合并后模组的 NAME（默认：输出文件名）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>-o OUT.MOD is required</source>
        <translation>必须指定 -o OUT.MOD</translation>
    </message>
    <message>
        <source>Merging</source>
        <translation>正在合并</translation>
    </message>
    <message>
        <source>Merged %1 mods into %2: %3 files, %4 DATs merged by property, %5 conflicts settled by load order, %6 RAW indexes regenerated
</source>
        <translation>已将 %1 个模组合并为 %2：%3 个文件，%4 个 DAT 逐属性合并，%5 个冲突按加载顺序解决，%6 个 RAW 索引重新生成
</translation>
    </message>
    <message>
        <source>Show what the mods of a load order fight over</source>
        <translation>显示加载顺序中各模组争夺的内容</translation>
    </message>
    <message>
        <source>Merge a load order into one new .MOD</source>
        <translation>把一个加载顺序合并为一个新的 .MOD</translation>
    </message>
    <message>
        <source>The game&apos;s own files to compare with: its PAKS/DATA.PAK (or DATA.PAK.MAN), its unpacked MEDIA folder, or any folder or archive holding them. Without it the mods are only compared with each other.</source>
        <translation>用于比较的游戏自身文件：其 PAKS/DATA.PAK（或 DATA.PAK.MAN）、解包后的 MEDIA 文件夹，或包含这些文件的任意文件夹或归档。不指定时，只在模组之间相互比较。</translation>
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
    <message>
        <source>The .MPP file</source>
        <translation>.MPP 文件</translation>
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
    <message>
        <source>Ignore the archive&apos;s own (listfile), as if it had none (names come from --listfile only).</source>
        <translation>忽略归档自带的 (listfile)，视同没有（名称仅来自 --listfile）。</translation>
    </message>
    <message>
        <source>The MPQ archive</source>
        <translation>MPQ 归档</translation>
    </message>
    <message>
        <source>Looking for names</source>
        <translation>正在查找名称</translation>
    </message>
    <message numerus="yes">
        <source>mwb-cli: %1 of %n unnamed entries named (%2 names tried in %3 s)</source>
        <translation>
            <numerusform>mwb-cli: 在 %n 个未命名条目中找到了 %1 个的名称（%3 秒内尝试了 %2 个名称）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Look for the names of unnamed entries: the game&apos;s standard names and the paths the archive&apos;s files mention, each confirmed by both name hashes. Found names are marked as recovered.</source>
        <translation>查找未命名条目的名称：游戏的标准名称以及归档中文件所提及的路径，每个名称都经两个名称哈希确认。找到的名称会标记为找回的名称。</translation>
    </message>
    <message>
        <source>Write every name the archive has after the scan (implies --scan) to FILE, one per line.</source>
        <translation>扫描后将归档拥有的所有名称写入 FILE（隐含 --scan），每行一个。</translation>
    </message>
    <message>
        <source>  (recovered: %1)</source>
        <translation>  （找回的名称：%1）</translation>
    </message>
    <message>
        <source>Reads every entry and checks (attributes) CRC32/MD5 and sector checksums, then the weak or strong signature as Storm does.</source>
        <translation>读取每个条目并检查 (attributes) 中的 CRC32/MD5 和扇区校验和，然后像 Storm 一样检查弱签名或强签名。</translation>
    </message>
    <message>
        <source>Report the signature&apos;s verdict but do not fail on it (for maps that are signed again anyway).</source>
        <translation>报告签名的判定结果，但不因此判定失败（适用于反正会重新签名的地图）。</translation>
    </message>
    <message>
        <source>Checking the signature</source>
        <translation>正在检查签名</translation>
    </message>
    <message>
        <source>signature: %1 (%2)</source>
        <translation>签名：%1（%2）</translation>
    </message>
    <message>
        <source>, ignored</source>
        <translation>，已忽略</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::cli::MpqEditCommands</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
    </message>
    <message>
        <source>Game preset: %1.</source>
        <translation>游戏预设：%1。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>MPQ format version 1-4.</source>
        <translation>MPQ 格式版本 1-4。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sector size, a power of two &gt;= 512.</source>
        <translation>扇区大小，大于等于 512 的 2 的幂。</translation>
    </message>
    <message>
        <source>Compression of the files.</source>
        <translation>文件的压缩方式。</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHOD</translation>
    </message>
    <message>
        <source>Copy version, sector size, locale, storage and attributes from this archive.</source>
        <translation>从此归档沿用版本、扇区大小、区域设置、存储方式和属性。</translation>
    </message>
    <message>
        <source>ARCHIVE</source>
        <translation>ARCHIVE</translation>
    </message>
    <message>
        <source>Unknown preset %1 (known: %2)</source>
        <translation>未知预设 %1（已知：%2）</translation>
    </message>
    <message>
        <source>--version needs a number</source>
        <translation>--version 需要数字</translation>
    </message>
    <message>
        <source>--sector-size needs a positive number</source>
        <translation>--sector-size 需要正数</translation>
    </message>
    <message>
        <source>Creates an MPQ archive from the files below DIR (= create OUT DIR --format mpq, with the writer&apos;s options). &quot;(listfile)&quot;, &quot;(attributes)&quot; and &quot;(signature)&quot; in DIR (as `extract` writes them) are read, never stored: the archive gets its own.</source>
        <translation>用 DIR 下的文件创建 MPQ 归档（= create OUT DIR --format mpq，并使用写入器的选项）。DIR 中的 &quot;(listfile)&quot;、&quot;(attributes)&quot; 和 &quot;(signature)&quot;（由 `extract` 写出）只读取、不存储：归档会生成自己的这些文件。</translation>
    </message>
    <message>
        <source>The archive to write.</source>
        <translation>要写入的归档。</translation>
    </message>
    <message>
        <source>The folder whose files it holds.</source>
        <translation>提供归档内文件的文件夹。</translation>
    </message>
    <message>
        <source>Unknown compression %1 (known: none, zlib, bzip2, pkware, lzma, sparse)</source>
        <translation>未知的压缩方式 %1（已知：none、zlib、bzip2、pkware、lzma、sparse）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::RawCommands</name>
    <message numerus="yes">
        <source>%1: %n record(s)</source>
        <translation>
            <numerusform>%1：%n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a Torchlight 2 RAW index file (UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI, ROOMPIECES). IN may also name an entry of a .MOD: FILE.MOD::MEDIA/UNITDATA.RAW.</source>
        <translation>显示火炬之光 2 RAW 索引文件（UNITDATA、SKILLS、AFFIXES、MISSILES、TRIGGERABLES、UI、ROOMPIECES）。IN 也可以指定 .MOD 中的条目：FILE.MOD::MEDIA/UNITDATA.RAW。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The RAW file (its name gives its kind).</source>
        <translation>RAW 文件（由文件名确定其种类）。</translation>
    </message>
    <message>
        <source>Not a RAW index file name (UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI or ROOMPIECES .RAW)</source>
        <translation>不是 RAW 索引文件名（UNITDATA、SKILLS、AFFIXES、MISSILES、TRIGGERABLES、UI 或 ROOMPIECES .RAW）</translation>
    </message>
    <message>
        <source>Regenerate the RAW index files of a mod from its sources (text or compiled DATs and layouts) as GUTS does when it builds the mod. MODFOLDER is a mod folder (with MEDIA/) or a .MOD.</source>
        <translation>根据模组的源文件（文本或已编译的 DAT 及布局）重新生成其 RAW 索引文件，与 GUTS 构建模组时的做法相同。MODFOLDER 为模组文件夹（含 MEDIA/）或 .MOD。</translation>
    </message>
    <message>
        <source>Folder to write the RAW files into.</source>
        <translation>写入 RAW 文件的文件夹。</translation>
    </message>
    <message>
        <source>The game&apos;s install folder (with MEDIA/), where BASEFILE chains continue.</source>
        <translation>游戏的安装文件夹（含 MEDIA/），BASEFILE 链会延续到其中。</translation>
    </message>
    <message>
        <source>The mod folder or .MOD.</source>
        <translation>模组文件夹或 .MOD。</translation>
    </message>
    <message>
        <source>mwb-cli: -o DIR is required</source>
        <translation>mwb-cli: 必须指定 -o DIR</translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n RAW file(s) into %1</source>
        <translation>
            <numerusform>已将 %n 个 RAW 文件写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a Torchlight 2 RAW index file</source>
        <translation>显示火炬之光 2 RAW 索引文件</translation>
    </message>
    <message>
        <source>Regenerate a mod&apos;s RAW index files</source>
        <translation>重新生成模组的 RAW 索引文件</translation>
    </message>
</context>
<context>
    <name>mwb::cli::RawLayoutCommands</name>
    <message>
        <source>Saving</source>
        <translation>正在保存</translation>
    </message>
    <message>
        <source>%1, or an entry of an archive of any format written ARCHIVE::ENTRY (&quot;::&quot; nests).</source>
        <translation>%1，或以 ARCHIVE::ENTRY 形式指定的任意格式归档中的条目（&quot;::&quot; 可嵌套）。</translation>
    </message>
</context>
<context>
    <name>mwb::cli::SignOption</name>
    <message>
        <source>Sign the saved archive: &quot;weak&quot; with the weak signature (Blizzard&apos;s published key, which the games and StormLib verify), &quot;none&quot; without one. Default: none, and a save that drops the archive&apos;s signature says so. A strong signature cannot be made again.</source>
        <translation>为保存的归档签名：&quot;weak&quot; 使用弱签名（暴雪公开的密钥，游戏和 StormLib 会校验它），&quot;none&quot; 不签名。默认：none，保存时若去掉了归档的签名会予以提示。强签名无法重新生成。</translation>
    </message>
    <message>
        <source>--sign takes weak or none, not &quot;%1&quot;</source>
        <translation>--sign 的取值应为 weak 或 none，而不是“%1”</translation>
    </message>
    <message>
        <source>mwb-cli: --sign weak signs %1 again (--sign none leaves it unsigned without this line)</source>
        <translation>mwb-cli：--sign weak 会重新为 %1 签名（--sign none 则使其不带签名，且不输出此行）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::StackCommands</name>
    <message>
        <source>A World of Warcraft client&apos;s Data folder (its archives in the client&apos;s order), or archives in their order, lowest priority first (the last one wins, as in a Torchlight 2 mod list). The arguments that exist on disk are the stack; the ones after them are what the command takes next.</source>
        <translation>World of Warcraft 客户端的 Data 文件夹（其归档按客户端的顺序），或按给定顺序的归档，优先级最低的在前（最后一个优先，与 Torchlight 2 的模组列表相同）。磁盘上存在的参数组成堆栈；其后的参数是命令接下来要处理的内容。</translation>
    </message>
    <message>
        <source>The locale folder of a Data folder (enUS, ruRU…); by default the one found (the first of several in the extractors&apos; order).</source>
        <translation>Data 文件夹的语言区域文件夹（enUS、ruRU…）；默认使用找到的那个（有多个时按提取工具的顺序取第一个）。</translation>
    </message>
    <message>
        <source>LOCALE</source>
        <translation>语言区域</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>No such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>Show the archives of a stack, highest priority first: a WoW Data folder in the client&apos;s order (a preset; to override it, name the archives in the order wanted), or archives as given.</source>
        <translation>显示堆栈中的归档，优先级最高的在前：WoW Data 文件夹按客户端的顺序（这是一个预设；要覆盖它，请按想要的顺序列出归档），或按给定顺序的归档。</translation>
    </message>
    <message>
        <source>World of Warcraft 3.3.5a client, locale %1: %2
</source>
        <translation>World of Warcraft 3.3.5a 客户端，语言区域 %1：%2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Archives in the order given (the last one wins)
</source>
        <translation>按给定顺序的归档（最后一个优先）
</translation>
    </message>
    <message>
        <source>Other locale folders (--locale): %1
</source>
        <translation>其他语言区域文件夹（--locale）：%1
</translation>
    </message>
    <message>
        <source>Not loaded by the client: %1
</source>
        <translation>客户端不会加载：%1
</translation>
    </message>
    <message>
        <source>A file of at most 1 byte deletes the copies below it.
</source>
        <translation>不超过 1 字节的文件会删除其下方的副本。
</translation>
    </message>
    <message>
        <source>%1: deleted by %2</source>
        <translation>%1：被 %2 删除</translation>
    </message>
    <message>
        <source> (hides %1)</source>
        <translation>（隐藏 %1）</translation>
    </message>
    <message>
        <source>List the files of a stack as the game sees them: path, size, the layer that supplies it and the layers it shadows.</source>
        <translation>按游戏所见列出堆栈中的文件：路径、大小、提供它的图层以及它遮盖的图层。</translation>
    </message>
    <message>
        <source>List the deleted paths instead: the layer that deletes each and what it hides.</source>
        <translation>改为列出已删除的路径：删除每个路径的图层及其隐藏的内容。</translation>
    </message>
    <message>
        <source>No such file or folder: %1</source>
        <translation>没有这个文件或文件夹：%1</translation>
    </message>
    <message>
        <source>  (shadows %1)</source>
        <translation>  （遮盖 %1）</translation>
    </message>
    <message>
        <source>Tell which layer supplies each PATH (any case, &apos;/&apos; or &apos;\&apos;) and which copies it shadows. Exit 0 when every path is supplied, 1 when one is deleted or in no layer.</source>
        <translation>说明每个 PATH（不区分大小写，“/”或“\”均可）由哪个图层提供、遮盖了哪些副本。每个路径都有提供者时退出码为 0，有路径被删除或不在任何图层中时为 1。</translation>
    </message>
    <message>
        <source>Entry paths.</source>
        <translation>条目路径。</translation>
    </message>
    <message>
        <source>Name at least one PATH after the stack</source>
        <translation>请在堆栈之后至少指定一个 PATH</translation>
    </message>
    <message>
        <source>%1: in no layer
</source>
        <translation>%1：不在任何图层中
</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> (shadows %1)</source>
        <translation>（遮盖 %1）</translation>
    </message>
    <message>
        <source>Extract the files of a stack as the game sees them (all, or those matching the patterns), each from the layer that supplies it. Nothing is left behind when a file fails, unless --keep-going.</source>
        <translation>按游戏所见提取堆栈中的文件（全部，或与模式匹配的），每个文件取自提供它的图层。除非使用 --keep-going，一个文件失败时不留下任何内容。</translation>
    </message>
    <message>
        <source>The archives of a stack, in priority order</source>
        <translation>堆栈中的归档，按优先级排列</translation>
    </message>
    <message>
        <source>Files of a stack with their supplying layer</source>
        <translation>堆栈中的文件及其提供图层</translation>
    </message>
    <message>
        <source>Which layer supplies a path, and what it shadows</source>
        <translation>哪个图层提供某个路径，以及它遮盖了什么</translation>
    </message>
    <message>
        <source>Extract the files of a stack as resolved</source>
        <translation>按解析结果提取堆栈中的文件</translation>
    </message>
</context>
<context>
    <name>mwb::cli::TranslateCommands</name>
    <message>
        <source>Write the translatable strings of a Torchlight 2 mod (every TRANSLATE value of its DATs, with where it is used) to a gettext PO file, with the translations the mod already has in MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;/TRANSLATION.DAT. --update merges them into an existing PO as msgmerge does: new strings untranslated, changed ones fuzzy, removed ones obsolete.</source>
        <translation>将火炬之光 2 模组的可翻译字符串（其 DAT 中的每个 TRANSLATE 值及其使用位置）写入 gettext PO 文件，并附上模组在 MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;/TRANSLATION.DAT 中已有的翻译。--update 会像 msgmerge 一样将其合并到现有 PO 中：新字符串为未翻译，已更改的标记为模糊，已移除的标记为过时。</translation>
    </message>
    <message>
        <source>The .MOD file or the mod folder.</source>
        <translation>.MOD 文件或模组文件夹。</translation>
    </message>
    <message>
        <source>The language to translate into, as the game names it (VIETNAMESE, CHINESE…). Default: the one language the mod translates.</source>
        <translation>要翻译成的语言，使用游戏中的名称（VIETNAMESE、CHINESE…）。默认：模组所翻译的唯一语言。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The game&apos;s MEDIA folder (or a folder or archive holding it): its translation fills the strings the mod does not translate itself.</source>
        <translation>游戏的 MEDIA 文件夹（或包含它的文件夹或归档）：用其翻译填充模组自身未翻译的字符串。</translation>
    </message>
    <message>
        <source>GAME_MEDIA</source>
        <translation>GAME_MEDIA</translation>
    </message>
    <message>
        <source>The PO file to write.</source>
        <translation>要写入的 PO 文件。</translation>
    </message>
    <message>
        <source>The PO file to update (written back in place unless -o is given).</source>
        <translation>要更新的 PO 文件（除非指定 -o，否则原地写回）。</translation>
    </message>
    <message>
        <source>say where the PO goes: -o FILE.po or --update FILE.po</source>
        <translation>请指定 PO 的输出位置：-o FILE.po 或 --update FILE.po</translation>
    </message>
    <message>
        <source>Collecting strings</source>
        <translation>正在收集字符串</translation>
    </message>
    <message>
        <source>the mod translates no single language: name the one to translate into with --language</source>
        <translation>该模组并非只翻译了一种语言：请用 --language 指定要翻译成的语言</translation>
    </message>
    <message>
        <source>mwb-cli: warning: skipped %1</source>
        <translation>mwb-cli: 警告：已跳过 %1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2): %3 strings from %4 DATs — %5 translated, %6 fuzzy, %7 untranslated, %8 not used by the DATs, %9 obsolete
</source>
        <translation>已写入 %1（%2）：来自 %4 个 DAT 的 %3 个字符串——%5 个已翻译，%6 个模糊，%7 个未翻译，%8 个未被 DAT 使用，%9 个过时
</translation>
    </message>
    <message>
        <source>%1: %2 translated, %3 fuzzy, %4 untranslated; %5 problem(s) that keep a translation out of the game, %6 warning(s)
</source>
        <translation>%1：%2 个已翻译，%3 个模糊，%4 个未翻译；%5 个问题会导致翻译无法进入游戏，%6 个警告
</translation>
    </message>
    <message>
        <source>Build a translated PO into the game&apos;s MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;/TRANSLATION.DAT and MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;.DAT: into the mod (in place, or a copy with -o) or as a separate translation mod. Untranslated and fuzzy strings are left out (the game shows the original), and so are translations whose placeholders ([VALUE], &lt;STAT1&gt;, |c…|u, [[KB:…]]) differ from the original&apos;s. --check only checks the PO: exit 1 when a translation would be left out.</source>
        <translation>将已翻译的 PO 构建为游戏的 MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;/TRANSLATION.DAT 和 MEDIA/TRANSLATIONS/&lt;LANGUAGE&gt;.DAT：写入模组（原地写入，或用 -o 写入副本），或作为单独的翻译模组。未翻译和模糊的字符串会被省略（游戏显示原文），占位符（[VALUE]、&lt;STAT1&gt;、|c…|u、[[KB:…]]）与原文不同的翻译也会被省略。--check 仅检查 PO：有翻译会被省略时退出码为 1。</translation>
    </message>
    <message>
        <source>The .MOD file.</source>
        <translation>.MOD 文件。</translation>
    </message>
    <message>
        <source>The translated PO file.</source>
        <translation>已翻译的 PO 文件。</translation>
    </message>
    <message>
        <source>Only check this PO file.</source>
        <translation>仅检查此 PO 文件。</translation>
    </message>
    <message>
        <source>The language, as the game names it (VIETNAMESE…). Default: the PO&apos;s Language.</source>
        <translation>语言，使用游戏中的名称（VIETNAMESE…）。默认：PO 的 Language。</translation>
    </message>
    <message>
        <source>What the game&apos;s language list shows (default: the name).</source>
        <translation>游戏语言列表中显示的文字（默认：该名称）。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The language&apos;s ID (default: the name in lower case).</source>
        <translation>语言的 ID（默认：名称的小写形式）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Write a new mod holding only the translation, loaded after the original.</source>
        <translation>写出一个仅包含翻译的新模组，在原模组之后加载。</translation>
    </message>
    <message>
        <source>Write the translated mod here instead of changing MOD in place.</source>
        <translation>将翻译后的模组写到此处，而不是原地修改 MOD。</translation>
    </message>
    <message>
        <source>Store the two DATs as text instead of compiled BINDAT.</source>
        <translation>将这两个 DAT 存储为文本，而不是编译后的 BINDAT。</translation>
    </message>
    <message>
        <source>Build fuzzy translations too.</source>
        <translation>同时构建模糊翻译。</translation>
    </message>
    <message>
        <source>give the MOD and --po FILE.po (or --check FILE.po)</source>
        <translation>请指定 MOD 和 --po FILE.po（或 --check FILE.po）</translation>
    </message>
    <message>
        <source>--as-separate-mod and -o exclude each other</source>
        <translation>--as-separate-mod 与 -o 不能同时使用</translation>
    </message>
    <message>
        <source>name the language with --language (the PO names none)</source>
        <translation>请用 --language 指定语言（PO 未指定语言）</translation>
    </message>
    <message>
        <source>Writing the translation</source>
        <translation>正在写入翻译</translation>
    </message>
    <message>
        <source>Wrote %1: %2 translations into %3; left out %4 untranslated, %5 fuzzy and %6 with problems
</source>
        <translation>已写入 %1：向 %3 写入了 %2 条翻译；省略了 %4 条未翻译、%5 条模糊和 %6 条有问题的翻译
</translation>
    </message>
    <message>
        <source>Write a mod&apos;s translatable strings to a PO file</source>
        <translation>将模组的可翻译字符串写入 PO 文件</translation>
    </message>
    <message>
        <source>Build a translated PO into a mod, or check it</source>
        <translation>将已翻译的 PO 构建到模组中，或对其进行检查</translation>
    </message>
</context>
<context>
    <name>mwb::cli::WowCommands</name>
    <message>
        <source>The client&apos;s Data folder (or the folder holding Data/), or a patch MPQ: one inside a Data folder is written with that folder&apos;s tables, one elsewhere alone.</source>
        <translation>客户端的 Data 文件夹（或包含 Data/ 的文件夹），或一个补丁 MPQ：位于 Data 文件夹内的补丁以该文件夹中的表为基础写入，位于其他位置的补丁则仅基于其自身写入。</translation>
    </message>
    <message>
        <source>The custom patch to write, relative to Data (patch-4…9 or patch-A…Z.MPQ, or &lt;locale&gt;/patch-&lt;locale&gt;-4…Z.MPQ); created when missing. Default: patch-Z.MPQ, the custom patch the client loads last (&lt;locale&gt;/patch-&lt;locale&gt;-Z.MPQ for ruRU/zhCN/zhTW clients, which load locale archives last).</source>
        <translation>要写入的自定义补丁，相对于 Data（patch-4…9 或 patch-A…Z.MPQ，或 &lt;locale&gt;/patch-&lt;locale&gt;-4…Z.MPQ）；不存在时会创建。默认：patch-Z.MPQ，即客户端最后加载的自定义补丁（ruRU/zhCN/zhTW 客户端最后加载语言区域归档，因此为 &lt;locale&gt;/patch-&lt;locale&gt;-Z.MPQ）。</translation>
    </message>
    <message>
        <source>The locale folder of the Data folder (enUS, ruRU…).</source>
        <translation>Data 文件夹中的语言区域文件夹（enUS、ruRU…）。</translation>
    </message>
    <message>
        <source>LOCALE</source>
        <translation>语言区域</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>%1 (created): %2 from %3, %4 rows</source>
        <translation>%1（新建）：%2（取自 %3），%4 行</translation>
    </message>
    <message>
        <source>%1: %2 from %3, %4 rows</source>
        <translation>%1：%2（取自 %3），%4 行</translation>
    </message>
    <message>
        <source>  %1  %2  row reused (%3 → 64×64)</source>
        <translation>  %1  %2  沿用原有行（%3 → 64×64）</translation>
    </message>
    <message>
        <source>  %1  %2  row added (%3 → 64×64)</source>
        <translation>  %1  %2  新增行（%3 → 64×64）</translation>
    </message>
    <message>
        <source>Add spell icons to a WoW 3.3.5a client patch in one step: each image becomes a 64×64 BLP (DXT5, alpha kept, resized with a Lanczos filter when needed) under Interface\Icons\, and SpellIcon.dbc as the client reads it gets a row per new icon (the next free ID, the path &quot;Interface\Icons\NAME&quot;); the whole table goes into the patch with the BLPs in one checked commit. An icon whose path the table has already keeps its row (its BLP is replaced). Prints the IDs.</source>
        <translation>一步将法术图标添加到 WoW 3.3.5a 客户端补丁：每个图像都会转换为 Interface\Icons\ 下的 64×64 BLP（DXT5，保留 Alpha，必要时用 Lanczos 滤镜缩放），并在客户端所读取的 SpellIcon.dbc 中为每个新图标添加一行（使用下一个空闲 ID，路径为 &quot;Interface\Icons\NAME&quot;）；整个表与这些 BLP 一起通过一次带校验的提交写入补丁。表中已有其路径的图标保留原有行（其 BLP 会被替换）。输出各图标的 ID。</translation>
    </message>
    <message>
        <source>The images (PNG, or any format Qt reads); each icon is named after its file.</source>
        <translation>图像（PNG 或 Qt 可读取的任意格式）；每个图标以其文件名命名。</translation>
    </message>
    <message>
        <source>The icon&apos;s name, for one image (default: the file&apos;s name).</source>
        <translation>图标名称，仅用于单个图像（默认：文件名）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message numerus="yes">
        <source>mwb-cli: --name names one image; %n were given</source>
        <translation>
            <numerusform>mwb-cli：--name 只能为一个图像命名；但给出了 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding icons</source>
        <translation>正在添加图标</translation>
    </message>
    <message>
        <source>  %1  row updated, display %2</source>
        <translation>  %1  已更新行，显示 ID %2</translation>
    </message>
    <message>
        <source>  %1  row added, display %2</source>
        <translation>  %1  已新增行，显示 ID %2</translation>
    </message>
    <message>
        <source> (new, icon %1)</source>
        <translation> （新建，图标 %1）</translation>
    </message>
    <message>
        <source>Set item_template.displayid of these items to their new display on the server too.</source>
        <translation>请同时在服务器上将这些物品的 item_template.displayid 设为新的显示 ID。</translation>
    </message>
    <message>
        <source>Put a server&apos;s items into a WoW 3.3.5a client patch, so that the client shows them instead of a red question mark: for each entry of item_template (all of them when none is named) the Item.dbc row is made from the server&apos;s columns (class, subclass, SoundOverrideSubclass, Material, displayid, InventoryType, sheath), set on the client&apos;s row of that ID or added. With --icon the image becomes a 64×64 icon and each server display gets a new ItemDisplayInfo.dbc row (a copy of it, so the model stays) naming the icon; the items point at it. One checked commit.</source>
        <translation>将服务器的物品写入 WoW 3.3.5a 客户端补丁，使客户端显示这些物品而不是红色问号：对于 item_template 中的每个条目（未指定时为全部），根据服务器的列（class、subclass、SoundOverrideSubclass、Material、displayid、InventoryType、sheath）生成 Item.dbc 行，写到客户端中该 ID 的行上，或作为新行添加。使用 --icon 时，图像会转换为 64×64 图标，并为服务器的每个显示 ID 新增一行引用该图标的 ItemDisplayInfo.dbc 行（复制原行，因此模型保持不变），物品改为指向这一行。整个过程为一次带校验的提交。</translation>
    </message>
    <message>
        <source>The item entries to put in (default: all).</source>
        <translation>要写入的物品条目（默认：全部）。</translation>
    </message>
    <message>
        <source>The server&apos;s item_template: an SQL dump, a CSV or JSON file, or mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template.</source>
        <translation>服务器的 item_template：SQL 转储、CSV 或 JSON 文件，或 mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template。</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>SOURCE</translation>
    </message>
    <message>
        <source>An image to show as the items&apos; icon.</source>
        <translation>用作这些物品图标的图像。</translation>
    </message>
    <message>
        <source>The icon&apos;s name (default: the image file&apos;s name).</source>
        <translation>图标名称（默认：图像文件名）。</translation>
    </message>
    <message>
        <source>mwb-cli: --from SOURCE is required</source>
        <translation>mwb-cli：必须指定 --from SOURCE</translation>
    </message>
    <message>
        <source>mwb-cli: an ENTRY is a number: %1</source>
        <translation>mwb-cli：ENTRY 必须是数字：%1</translation>
    </message>
    <message>
        <source>Adding items</source>
        <translation>正在添加物品</translation>
    </message>
    <message>
        <source>Put the spells a server keeps in spell_dbc into a WoW 3.3.5a client patch: its rows are laid over Spell.dbc as the client reads it, as the server lays them over its own copy (a row of an existing ID replaces it, another is added), and the whole table goes into the patch in one checked commit.</source>
        <translation>将服务器保存在 spell_dbc 中的法术写入 WoW 3.3.5a 客户端补丁：按服务器覆盖其自身副本的方式，将这些行覆盖到客户端所读取的 Spell.dbc 之上（ID 已存在的行替换原行，其他行则被添加），整个表通过一次带校验的提交写入补丁。</translation>
    </message>
    <message>
        <source>The server&apos;s spell_dbc: an SQL dump, a CSV or JSON file, or mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/spell_dbc.</source>
        <translation>服务器的 spell_dbc：SQL 转储、CSV 或 JSON 文件，或 mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/spell_dbc。</translation>
    </message>
    <message>
        <source>Exporting spells</source>
        <translation>正在导出法术</translation>
    </message>
    <message>
        <source>%1 spell row(s) added, %2 laid over the client&apos;s</source>
        <translation>新增 %1 行法术，覆盖客户端的 %2 行</translation>
    </message>
    <message>
        <source>Add spell icons (BLP + SpellIcon.dbc rows) to a WoW client patch</source>
        <translation>将法术图标（BLP + SpellIcon.dbc 行）添加到 WoW 客户端补丁</translation>
    </message>
    <message>
        <source>Put a server&apos;s item_template items into a WoW client patch (Item.dbc, icons)</source>
        <translation>将服务器 item_template 中的物品写入 WoW 客户端补丁（Item.dbc、图标）</translation>
    </message>
    <message>
        <source>Put a server&apos;s spell_dbc rows into a WoW client patch (Spell.dbc)</source>
        <translation>将服务器的 spell_dbc 行写入 WoW 客户端补丁（Spell.dbc）</translation>
    </message>
</context>
<context>
    <name>mwb::cli::WowDoctorCommands</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>World of Warcraft 3.3.5a Data folder %1, locale %2
</source>
        <translation>World of Warcraft 3.3.5a Data 文件夹 %1，语言区域 %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>    … %n more (--list shows all)
</source>
        <translation>
            <numerusform>    … 另有 %n 项（--list 显示全部）
</numerusform>
        </translation>
    </message>
    <message>
        <source>  what to do: %1
</source>
        <translation>  处理方法：%1
</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info(s)
</source>
        <translation>%1 个错误，%2 个警告，%3 条提示
</translation>
    </message>
    <message>
        <source>Examine a World of Warcraft 3.3.5a client&apos;s Data folder as the client loads it: archives it never loads (names, folders, locales, MPQ versions) and the order of the rest, names that differ only in case, what each custom patch replaces and what replaces it, the tables custom patches supply, and the icons and map folders their rows name that no archive holds. Exit 0 with warnings only, 1 with errors.</source>
        <translation>按客户端的加载方式检查 World of Warcraft 3.3.5a 客户端的 Data 文件夹：客户端永远不会加载的归档（名称、文件夹、语言区域、MPQ 版本）及其余归档的顺序、仅大小写不同的名称、每个自定义补丁替换了什么以及被什么替换、自定义补丁提供的表，以及这些表的行所引用但没有任何归档包含的图标和地图文件夹。仅有警告时退出码为 0，有错误时为 1。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>List every file or row of a finding, not only the first ten.</source>
        <translation>列出每项诊断结果涉及的所有文件或行，而不只是前十个。</translation>
    </message>
    <message>
        <source>The locale folder to examine (enUS, ruRU…); by default the one found.</source>
        <translation>要检查的语言区域文件夹（enUS、ruRU…）；默认使用找到的那个。</translation>
    </message>
    <message>
        <source>LOCALE</source>
        <translation>语言区域</translation>
    </message>
    <message>
        <source>The client&apos;s Data folder, or the client folder holding it.</source>
        <translation>客户端的 Data 文件夹，或包含它的客户端文件夹。</translation>
    </message>
    <message>
        <source>Examining</source>
        <translation>正在检查</translation>
    </message>
    <message>
        <source>What keeps a WoW 3.3.5a Data folder from working, and what to do</source>
        <translation>找出导致 WoW 3.3.5a Data 文件夹无法正常工作的问题，并给出处理方法</translation>
    </message>
</context>
<context>
    <name>mwb::conflicts::DatOverlap</name>
    <message>
        <source>The copies have different root blocks ([%1], [%2])</source>
        <translation>各副本的根块不同（[%1]、[%2]）</translation>
    </message>
</context>
<context>
    <name>mwb::conflicts::FileAnalysis</name>
    <message>
        <source>Compared by bytes: %1</source>
        <translation>按字节比较：%1</translation>
    </message>
</context>
<context>
    <name>mwb::conflicts::ModConflicts</name>
    <message numerus="yes">
        <source>Comparing the %n file(s) two or more mods share</source>
        <translation>
            <numerusform>正在比较两个或更多模组共有的 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>The conflict analysis was canceled</source>
        <translation>冲突分析已取消</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>harmless</source>
        <translation>无害</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>possible conflict</source>
        <translation>可能冲突</translation>
    </message>
    <message>
        <source>regenerated by the game/packer</source>
        <translation>由游戏/打包器重新生成</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>%1 files, %2 shared: %3 conflicts, %4 possible conflicts, %5 harmless, %6 identical, %7 RAW indexes regenerated by the game/packer, %8 deleted</source>
        <translation>%1 个文件，%2 个共有：%3 个冲突，%4 个可能冲突，%5 个无害，%6 个相同，%7 个 RAW 索引由游戏/打包器重新生成，%8 个已删除</translation>
    </message>
    <message>
        <source>No mods to compare</source>
        <translation>没有可比较的模组</translation>
    </message>
    <message>
        <source>%1 is a %2, not a Torchlight 2 mod</source>
        <translation>%1 是 %2，不是火炬之光 2 模组</translation>
    </message>
</context>
<context>
    <name>mwb::conflicts::ModMerge</name>
    <message>
        <source>%1 is not below MEDIA/</source>
        <translation>%1 不在 MEDIA/ 之下</translation>
    </message>
    <message>
        <source>Merged from %1</source>
        <translation>合并自 %1</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n mod(s)</source>
        <translation>
            <numerusform>正在合并 %n 个模组</numerusform>
        </translation>
    </message>
    <message>
        <source>The merge was canceled</source>
        <translation>合并已取消</translation>
    </message>
</context>
<context>
    <name>mwb::content::CompanionLookup</name>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 大于 %2 字节</translation>
    </message>
    <message>
        <source>%1 could not be read whole</source>
        <translation>无法完整读取 %1</translation>
    </message>
</context>
<context>
    <name>mwb::content::Content</name>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>mwb::content::ImageContent</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>BLP%1 %2 · %3 · alpha %4 bits · %n mip level(s)</source>
        <translation>
            <numerusform>BLP%1 %2 · %3 · Alpha %4 位 · %n 个 Mip 级别</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n warning(s): %1</source>
        <translation>
            <numerusform> · %n 个警告：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>DDS %1 · %2 · %n mip level(s)</source>
        <translation>
            <numerusform>DDS %1 · %2 · %n 个 mip 级别</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::content::Kind</name>
    <message>
        <source>DDS texture</source>
        <translation>DDS 纹理</translation>
    </message>
    <message>
        <source>BLP texture</source>
        <translation>BLP 纹理</translation>
    </message>
    <message>
        <source>WoW client table</source>
        <translation>魔兽世界客户端表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>JPEG 图像</translation>
    </message>
    <message>
        <source>GIF image</source>
        <translation>GIF 图像</translation>
    </message>
    <message>
        <source>WebP image</source>
        <translation>WebP 图像</translation>
    </message>
    <message>
        <source>BMP image</source>
        <translation>BMP 图像</translation>
    </message>
    <message>
        <source>WAVE audio</source>
        <translation>WAVE 音频</translation>
    </message>
    <message>
        <source>TGA image</source>
        <translation>TGA 图像</translation>
    </message>
    <message>
        <source>Torchlight 2 layout</source>
        <translation>火炬之光 2 布局</translation>
    </message>
    <message>
        <source>Torchlight 2 DAT</source>
        <translation>火炬之光 2 DAT</translation>
    </message>
    <message>
        <source>Torchlight 2 pathing grid</source>
        <translation>火炬之光 2 寻路网格</translation>
    </message>
    <message>
        <source>Legend of Mir map</source>
        <translation>传奇地图</translation>
    </message>
    <message>
        <source>Torchlight 2 RAW index</source>
        <translation>火炬之光 2 RAW 索引</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Binary data</source>
        <translation>二进制数据</translation>
    </message>
</context>
<context>
    <name>mwb::content::TextContent</name>
    <message numerus="yes">
        <source>%1 · %n line(s)</source>
        <translation>
            <numerusform>%1 · %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source> · first %1 shown</source>
        <translation> · 仅显示前 %1</translation>
    </message>
    <message>
        <source>Only the beginning of this file is shown, so it cannot be edited here</source>
        <translation>仅显示了此文件的开头部分，因此无法在此编辑</translation>
    </message>
    <message>
        <source>The text has characters Latin-1 cannot store</source>
        <translation>文本中含有 Latin-1 无法存储的字符</translation>
    </message>
</context>
<context>
    <name>mwb::diff::ArchiveDiff</name>
    <message>
        <source>The comparison was canceled</source>
        <translation>比较已取消</translation>
    </message>
    <message>
        <source>Comparing %1 with %2</source>
        <translation>正在比较 %1 与 %2</translation>
    </message>
</context>
<context>
    <name>mwb::diff::ContentDiff</name>
    <message>
        <source>Size: %1 → %2 bytes</source>
        <translation>大小：%1 → %2 字节</translation>
    </message>
    <message>
        <source>First differing byte at %1</source>
        <translation>第一个不同的字节位于 %1</translation>
    </message>
    <message>
        <source>Bytes that differ in the common length: %1</source>
        <translation>共同长度内不同的字节数：%1</translation>
    </message>
    <message>
        <source>Compared byte by byte: %1</source>
        <translation>逐字节比较：%1</translation>
    </message>
    <message>
        <source>Property changes: %1</source>
        <translation>属性更改：%1</translation>
    </message>
    <message>
        <source>The bytes differ but every property is the same (formatting, string ids or text versus compiled form)</source>
        <translation>字节不同但每个属性都相同（格式、字符串 ID，或文本与编译形式的差异）</translation>
    </message>
    <message>
        <source>record count</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>field count</source>
        <translation>字段数</translation>
    </message>
    <message>
        <source>record size</source>
        <translation>记录大小</translation>
    </message>
    <message>
        <source>The record layout changed: records are not compared</source>
        <translation>记录布局已改变：不比较记录</translation>
    </message>
    <message>
        <source>Columns of %1 (3.3.5a definition)</source>
        <translation>%1 的列（3.3.5a 定义）</translation>
    </message>
    <message>
        <source>Column types guessed from the values</source>
        <translation>根据数值推测的列类型</translation>
    </message>
    <message>
        <source>Record ids repeat: records are paired by position</source>
        <translation>记录 ID 重复：按位置配对记录</translation>
    </message>
    <message>
        <source>record %1</source>
        <translation>记录 %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>mwb::diff::ContentDiffText</name>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Same dimensions and encoding: the pixels or the metadata differ</source>
        <translation>尺寸和编码相同：像素或元数据不同</translation>
    </message>
</context>
<context>
    <name>mwb::formats::audio::WavDescriber</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Format tag</source>
        <translation>格式标记</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>声道数</translation>
    </message>
    <message>
        <source>Sample rate</source>
        <translation>采样率</translation>
    </message>
    <message>
        <source>Bytes per second</source>
        <translation>每秒字节数</translation>
    </message>
    <message>
        <source>Block align</source>
        <translation>块对齐</translation>
    </message>
    <message>
        <source>Bits per sample</source>
        <translation>每样本位数</translation>
    </message>
    <message>
        <source>Extension size</source>
        <translation>扩展大小</translation>
    </message>
    <message>
        <source>Extension</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Chunk ID</source>
        <translation>块 ID</translation>
    </message>
    <message>
        <source>Chunk size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Pad byte</source>
        <translation>填充字节</translation>
    </message>
    <message>
        <source>WAVE audio</source>
        <translation>WAVE 音频</translation>
    </message>
    <message>
        <source>RIFF header</source>
        <translation>RIFF 文件头</translation>
    </message>
    <message>
        <source>Form type</source>
        <translation>格式类型</translation>
    </message>
    <message>
        <source>More than %1 chunks</source>
        <translation>超过 %1 个块</translation>
    </message>
    <message>
        <source>Bytes after the RIFF chunk</source>
        <translation>RIFF 块之后的字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::blp::BlpDescriber</name>
    <message>
        <source>[%1] %2×%3</source>
        <translation>[%1] %2×%3</translation>
    </message>
    <message>
        <source>Mip offsets</source>
        <translation>Mip 偏移</translation>
    </message>
    <message>
        <source>Mip sizes</source>
        <translation>Mip 大小</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩方式</translation>
    </message>
    <message>
        <source>palettized</source>
        <translation>调色板</translation>
    </message>
    <message>
        <source>Alpha bits</source>
        <translation>透明位数</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Picture type</source>
        <translation>图片类型</translation>
    </message>
    <message>
        <source>Has mipmaps</source>
        <translation>含 mipmap</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直接</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Alpha depth</source>
        <translation>透明深度</translation>
    </message>
    <message>
        <source>Alpha type</source>
        <translation>透明类型</translation>
    </message>
    <message>
        <source>JPEG header size</source>
        <translation>JPEG 头大小</translation>
    </message>
    <message>
        <source>Shared JPEG header</source>
        <translation>共享 JPEG 头</translation>
    </message>
    <message>
        <source>Palette (256 × B, G, R, A)</source>
        <translation>调色板（256 × B、G、R、A）</translation>
    </message>
    <message>
        <source>Mip levels (%1, %2)</source>
        <translation>Mip 级别（%1，%2）</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>BLP texture</source>
        <translation>BLP 纹理</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>签名</translation>
    </message>
</context>
<context>
    <name>mwb::formats::blp::BlpEncoder</name>
    <message>
        <source>A BLP texture takes 1 to %1 pixels per side, not %2×%3</source>
        <translation>BLP 纹理每边为 1 到 %1 像素，而不是 %2×%3</translation>
    </message>
    <message>
        <source>Encoding %1 textures is not supported</source>
        <translation>不支持编码 %1 纹理</translation>
    </message>
</context>
<context>
    <name>mwb::formats::blp::BlpTexture</name>
    <message>
        <source>Not a BLP texture (no BLP1 or BLP2 signature)</source>
        <translation>不是 BLP 纹理（没有 BLP1 或 BLP2 签名）</translation>
    </message>
    <message>
        <source>The BLP header needs %1 bytes, the file has %2</source>
        <translation>BLP 文件头需要 %1 字节，文件只有 %2 字节</translation>
    </message>
    <message>
        <source>The texture is %1×%2 pixels</source>
        <translation>纹理为 %1×%2 像素</translation>
    </message>
    <message>
        <source>The texture is %1×%2 pixels, over the cap of %3 pixels per side</source>
        <translation>纹理为 %1×%2 像素，超过每边 %3 像素的上限</translation>
    </message>
    <message>
        <source>BLP1 compression %1 is unknown (0 is JPEG, 1 palettized)</source>
        <translation>未知的 BLP1 压缩方式 %1（0 为 JPEG，1 为调色板）</translation>
    </message>
    <message>
        <source>BLP2 type %1 is unknown (0 is JPEG, 1 direct)</source>
        <translation>未知的 BLP2 类型 %1（0 为 JPEG，1 为直接）</translation>
    </message>
    <message>
        <source>DXT alpha type %1 is unknown (0 is DXT1, 1 DXT3, 7 DXT5)</source>
        <translation>未知的 DXT 透明类型 %1（0 为 DXT1，1 为 DXT3，7 为 DXT5）</translation>
    </message>
    <message>
        <source>BLP2 encoding %1 is unknown (1 is palettized, 2 DXT, 3 BGRA)</source>
        <translation>未知的 BLP2 编码 %1（1 为调色板，2 为 DXT，3 为 BGRA）</translation>
    </message>
    <message>
        <source>Alpha bits 0x%1 is not 0, 1, 4 or 8; decoded as %2</source>
        <translation>透明位数 0x%1 不是 0、1、4 或 8；按 %2 解码</translation>
    </message>
    <message>
        <source>&quot;Has mipmaps&quot; is %1; any value but 0 means yes</source>
        <translation>“含 mipmap”为 %1；非 0 值都表示是</translation>
    </message>
    <message>
        <source>The shared JPEG header is %1 bytes long, larger than the file (%2 bytes)</source>
        <translation>共享 JPEG 头长 %1 字节，比文件（%2 字节）还大</translation>
    </message>
    <message>
        <source>The palette needs %1 bytes at %2, the file has %3</source>
        <translation>调色板需要位于 %2 的 %1 字节，文件只有 %3 字节</translation>
    </message>
    <message>
        <source>The mip table ends at level %1 (entry offset %2, size %3); %4 levels expected</source>
        <translation>mip 表在级别 %1 结束（条目偏移 %2，大小 %3）；应有 %4 个级别</translation>
    </message>
    <message>
        <source>Mip level 0 starts at %1, past the end of the file (%2 bytes)</source>
        <translation>mip 级别 0 从 %1 开始，超出文件末尾（%2 字节）</translation>
    </message>
    <message>
        <source>Mip level 0 is not stored (offset %1, size %2; pixel data starts at %3)</source>
        <translation>mip 级别 0 未存储（偏移 %1，大小 %2；像素数据从 %3 开始）</translation>
    </message>
    <message>
        <source>Mip level %1 does not exist; this texture has levels 0 to %2</source>
        <translation>mip 级别 %1 不存在；此纹理有级别 0 到 %2</translation>
    </message>
    <message>
        <source>Mip level %1 claims %2 bytes at %3 but the file ends at %4</source>
        <translation>mip 级别 %1 声称在 %3 处有 %2 字节，但文件在 %4 结束</translation>
    </message>
    <message>
        <source>Mip level %1 holds %2 of the %3 bytes its pixels need; the rest is transparent black</source>
        <translation>mip 级别 %1 只有其像素所需 %3 字节中的 %2 字节；其余为透明黑色</translation>
    </message>
    <message>
        <source>Mip level %1: %2</source>
        <translation>mip 级别 %1：%2</translation>
    </message>
    <message>
        <source>Mip level %1: libjpeg warns: %2</source>
        <translation>mip 级别 %1：libjpeg 警告：%2</translation>
    </message>
    <message>
        <source>Mip level %1 is %2×%3 pixels in its JPEG data, %4×%5 in the header</source>
        <translation>mip 级别 %1 的 JPEG 数据为 %2×%3 像素，文件头中为 %4×%5</translation>
    </message>
</context>
<context>
    <name>mwb::formats::blp::JpegDecoder</name>
    <message>
        <source>JPEG data does not decode: %1</source>
        <translation>JPEG 数据无法解码：%1</translation>
    </message>
    <message>
        <source>JPEG images with %1 colour components are not supported</source>
        <translation>不支持 %1 个颜色分量的 JPEG 图像</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::ColumnMapping</name>
    <message numerus="yes">
        <source>%n column(s) that no field of %1 takes (or that repeat one): %2</source>
        <translation>
            <numerusform>%n 个列不对应 %1 的任何字段（或与其他列重复对应同一字段）：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of %1 that no column fills: %2</source>
        <translation>
            <numerusform>%1 中有 %n 个字段没有列填充：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>The columns of %1 do not match the table: %2</source>
        <translation>%1 的列与该表不匹配：%2</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::CsvReader</name>
    <message>
        <source>Line %1: the quoted cell never ends</source>
        <translation>第 %1 行：带引号的单元格没有结束</translation>
    </message>
    <message>
        <source>Line %1: text follows the closing quote of a cell</source>
        <translation>第 %1 行：单元格的结束引号之后还有文本</translation>
    </message>
    <message>
        <source>The CSV file is empty: no header row</source>
        <translation>CSV 文件为空：没有表头行</translation>
    </message>
    <message>
        <source>Line %1 has %2 cells, the header %3</source>
        <translation>第 %1 行有 %2 个单元格，而表头有 %3 个</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DatabaseTable</name>
    <message>
        <source>The database %1 has no table %2</source>
        <translation>数据库 %1 中没有表 %2</translation>
    </message>
    <message>
        <source>The query failed: %1</source>
        <translation>查询失败：%1</translation>
    </message>
    <message>
        <source>The table holds more than %1 bytes of text</source>
        <translation>该表包含超过 %1 字节的文本</translation>
    </message>
    <message>
        <source>Reading failed: %1</source>
        <translation>读取失败：%1</translation>
    </message>
    <message>
        <source>Not a table URL: %1 (expected mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE, or …@localhost/DATABASE/TABLE?socket=PATH)</source>
        <translation>不是表 URL：%1（应为 mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE，或 …@localhost/DATABASE/TABLE?socket=PATH）</translation>
    </message>
    <message>
        <source>Qt&apos;s MySQL driver is not installed (Debian: apt-get install libqt6sql6-mysql)</source>
        <translation>未安装 Qt 的 MySQL 驱动（Debian：apt-get install libqt6sql6-mysql）</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>无法连接：%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcCell</name>
    <message>
        <source>a 32-bit float</source>
        <translation>32 位浮点数</translation>
    </message>
    <message>
        <source>a 64-bit integer (%1 to %2)</source>
        <translation>64 位整数（%1 到 %2）</translation>
    </message>
    <message>
        <source>a %1-bit integer (%2 to %3)</source>
        <translation>%1 位整数（%2 到 %3）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcCheck</name>
    <message numerus="yes">
        <source>%n string offset(s) outside the %1-byte string block (first: %2, offset %3)</source>
        <translation>
            <numerusform>%n 个字符串偏移位于 %1 字节的字符串块之外（第一个：%2，偏移 %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n string offset(s) inside another string, sharing its tail (first: %2, offset %1)</source>
        <translation>
            <numerusform>%n 个字符串偏移指向另一个字符串的内部，与其共用尾部（第一个：%2，偏移 %1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) repeat an ID another row has (first: row %1, ID %2)</source>
        <translation>
            <numerusform>%n 行与其他行的 ID 重复（第一个：第 %1 行，ID %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>IDs are not in increasing order at %n place(s) (first: row %1, ID %2 after %3)</source>
        <translation>
            <numerusform>ID 有 %n 处未按递增顺序排列（第一处：第 %1 行，ID %2 位于 %3 之后）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have text in a locale slot whose bit the mask lacks (first: %1, slot %2, mask 0x%3)</source>
        <translation>
            <numerusform>%n 行在掩码未设置对应位的语言区域槽中有文本（第一个：%1，槽 %2，掩码 0x%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) name no row of %1 (first: %2, value %3)</source>
        <translation>
            <numerusform>%n 个值指向 %1 中不存在的行（第一个：%2，值 %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>row with ID %1</source>
        <translation>ID 为 %1 的行</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>The string block does not start with the empty string (offset 0 of empty strings)</source>
        <translation>字符串块不是以空字符串开头（空字符串的偏移应为 0）</translation>
    </message>
    <message>
        <source>The last string of the block has no terminating NUL</source>
        <translation>字符串块的最后一个字符串没有终止 NUL</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) follow the string block</source>
        <translation>
            <numerusform>字符串块之后还有 %n 个字节</numerusform>
        </translation>
    </message>
    <message>
        <source>No %1 definition is named like this file: columns are not checked</source>
        <translation>没有与此文件同名的 %1 定义：不检查列</translation>
    </message>
    <message>
        <source>The file has %1 fields in %2-byte records; the %3 definition of %4 has %5 fields in %6 bytes (a table of another client build, or a damaged header)</source>
        <translation>该文件的记录为 %2 字节、含 %1 个字段；%4 的 %3 定义为 %6 字节、含 %5 个字段（可能是其他客户端版本的表，或文件头已损坏）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcContent</name>
    <message>
        <source>columns guessed</source>
        <translation>推测的列</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 列</translation>
    </message>
    <message numerus="yes">
        <source>WDBC · %1 · %Ln record(s)</source>
        <translation>
            <numerusform>WDBC · %1 · %Ln 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source> · locale %1</source>
        <translation> · 语言区域 %1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcDescriber</name>
    <message>
        <source>Schema</source>
        <translation>结构定义</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>guessed from the values</source>
        <translation>根据数值推测</translation>
    </message>
    <message>
        <source>definition of %1</source>
        <translation>%1 的定义</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>WDBC table</source>
        <translation>WDBC 表</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Record count</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>Field count</source>
        <translation>字段数</translation>
    </message>
    <message>
        <source>Record size</source>
        <translation>记录大小</translation>
    </message>
    <message>
        <source>String block size</source>
        <translation>字符串块大小</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Records (0)</source>
        <translation>记录 (0)</translation>
    </message>
    <message>
        <source>Records (%1)</source>
        <translation>记录 (%1)</translation>
    </message>
    <message>
        <source>String block</source>
        <translation>字符串块</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcExport</name>
    <message>
        <source>%1, column %2 (%3 %4): %5 does not fit</source>
        <translation>%1，列 %2（%3 %4）：%5 超出可容纳的范围</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcSchema</name>
    <message>
        <source>field %1</source>
        <translation>字段 %1</translation>
    </message>
    <message>
        <source>every value is 0: no type evidence</source>
        <translation>所有值均为 0：没有类型依据</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>unique, but only 0 and 1: also valid as string offsets or booleans</source>
        <translation>唯一，但只有 0 和 1：也可能是字符串偏移或布尔值</translation>
    </message>
    <message>
        <source>unique small integers in the first column: the record id</source>
        <translation>首列中唯一的小整数：记录 ID</translation>
    </message>
    <message>
        <source>only 0 and 1: a flag, or an id or string offset that happens to be small</source>
        <translation>只有 0 和 1：可能是标志，也可能是恰好很小的 ID 或字符串偏移</translation>
    </message>
    <message>
        <source>every value points into the string block, most at the start of a string</source>
        <translation>所有值都指向字符串块，大多指向字符串开头</translation>
    </message>
    <message>
        <source>every non-zero value reads as an ordinary float</source>
        <translation>所有非零值都可读作普通浮点数</translation>
    </message>
    <message>
        <source>integers</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>The %1 definition of %2 has %3 fields in %4 bytes, this file %5 in %6 (another client build?)</source>
        <translation>%2 的 %1 定义有 %3 个字段共 %4 字节，此文件有 %5 个共 %6 字节（其他客户端版本？）</translation>
    </message>
    <message>
        <source>No %1 definition for %2: column types are guessed</source>
        <translation>没有 %2 的 %1 定义：列类型为推测</translation>
    </message>
    <message>
        <source>Records are %1 bytes for %2 fields, not 4 bytes each: some columns are 1 or 2 bytes wide and cannot be told apart without a definition; shown as single bytes</source>
        <translation>记录为 %1 字节、%2 个字段，不是每个 4 字节：有些列宽 1 或 2 字节，没有定义无法区分；按单字节显示</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>no 4-byte grid</source>
        <translation>无 4 字节网格</translation>
    </message>
    <message>
        <source>The table has no records: nothing to guess column types from</source>
        <translation>表中没有记录：无法推测列类型</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>无记录</translation>
    </message>
    <message>
        <source>Types guessed from %1 of %2 records</source>
        <translation>根据 %2 条记录中的 %1 条推测类型</translation>
    </message>
    <message>
        <source>Only %1 records: every guess rests on very few values</source>
        <translation>只有 %1 条记录：每个推测都基于很少的值</translation>
    </message>
    <message>
        <source>&lt;bad offset %1&gt;</source>
        <translation>&lt;错误偏移 %1&gt;</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::DbcTable</name>
    <message>
        <source>Not a WDBC table (no WDBC signature)</source>
        <translation>不是 WDBC 表（没有 WDBC 签名）</translation>
    </message>
    <message>
        <source>The WDBC header needs %1 bytes, the file has %2</source>
        <translation>WDBC 文件头需要 %1 字节，文件只有 %2 字节</translation>
    </message>
    <message>
        <source>%1 records, over the cap of %2</source>
        <translation>%1 条记录，超过上限 %2</translation>
    </message>
    <message>
        <source>%1 fields per record, over the cap of %2</source>
        <translation>每条记录 %1 个字段，超过上限 %2</translation>
    </message>
    <message>
        <source>Records of %1 bytes, over the cap of %2</source>
        <translation>记录为 %1 字节，超过上限 %2</translation>
    </message>
    <message>
        <source>%1 records of 0 bytes</source>
        <translation>%1 条 0 字节的记录</translation>
    </message>
    <message>
        <source>%1 records of %2 bytes end at %3, past the end of the file (%4 bytes)</source>
        <translation>%1 条 %2 字节的记录在 %3 结束，超出文件末尾（%4 字节）</translation>
    </message>
    <message>
        <source>The string block of %1 bytes ends at %2, past the end of the file (%3 bytes)</source>
        <translation>%1 字节的字符串块在 %2 结束，超出文件末尾（%3 字节）</translation>
    </message>
    <message>
        <source>%1 bytes follow the string block</source>
        <translation>字符串块后还有 %1 字节</translation>
    </message>
    <message>
        <source>The string block does not start with an empty string</source>
        <translation>字符串块不是以空字符串开头</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::EditableTable</name>
    <message>
        <source>a new row</source>
        <translation>新行</translation>
    </message>
    <message>
        <source>row with ID %1</source>
        <translation>ID 为 %1 的行</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation>%1，列 %2：%3</translation>
    </message>
    <message>
        <source>a string cannot hold a NUL character</source>
        <translation>字符串不能包含 NUL 字符</translation>
    </message>
    <message>
        <source>The string block would exceed 4 GiB</source>
        <translation>字符串块将超过 4 GiB</translation>
    </message>
    <message>
        <source>%1 is not a number (expected %2)</source>
        <translation>%1 不是数字（应为 %2）</translation>
    </message>
    <message>
        <source>%1 is out of range (expected %2)</source>
        <translation>%1 超出范围（应为 %2）</translation>
    </message>
    <message>
        <source>ID %1 belongs to another row</source>
        <translation>ID %1 属于另一行</translation>
    </message>
    <message>
        <source>No cell at row %1, field %2</source>
        <translation>第 %1 行的字段 %2 处没有单元格</translation>
    </message>
    <message>
        <source>No field %1</source>
        <translation>没有字段 %1</translation>
    </message>
    <message>
        <source>Several rows cannot take one ID</source>
        <translation>多行不能使用同一个 ID</translation>
    </message>
    <message>
        <source>No row %1</source>
        <translation>没有第 %1 行</translation>
    </message>
    <message>
        <source>Rows of this table are numbered: the next one is %1, not %2</source>
        <translation>此表的行是连续编号的：下一行应为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>ID %1 is taken</source>
        <translation>ID %1 已被占用</translation>
    </message>
    <message>
        <source>ID %1 is out of range</source>
        <translation>ID %1 超出范围</translation>
    </message>
    <message>
        <source>No row has ID %1</source>
        <translation>没有 ID 为 %1 的行</translation>
    </message>
    <message>
        <source>%1, column %2: string offset %3 lies outside the string block, which must be rebuilt</source>
        <translation>%1，列 %2：字符串偏移 %3 位于字符串块之外，必须重建字符串块</translation>
    </message>
    <message>
        <source>Cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>%2 第 %1 行</translation>
    </message>
    <message>
        <source>row %1 of %2</source>
        <translation>%2 的第 %1 行数据</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>位于 %1：%2</translation>
    </message>
    <message>
        <source>NULL is not a number</source>
        <translation>NULL 不是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the number this column holds (the field&apos;s bits)</source>
        <translation>“%1”不是此列所存放的数值（字段的原始位）</translation>
    </message>
    <message>
        <source>%1 is no offset in the string block: this column holds the string&apos;s offset, so import it with --like the table it came from</source>
        <translation>%1 不是字符串块中的偏移：此列存放的是字符串的偏移，请用 --like 指定其来源表再导入</translation>
    </message>
    <message>
        <source>the ID &quot;%1&quot; is not a number</source>
        <translation>ID“%1”不是数字</translation>
    </message>
    <message>
        <source>Rows of %1 are numbered: the source has no row %2 (it goes on at %3)</source>
        <translation>%1 的行是连续编号的：源中没有第 %2 行（编号从 %3 继续）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::JsonRowsReader</name>
    <message>
        <source>expected a JSON array of objects</source>
        <translation>应为由对象组成的 JSON 数组</translation>
    </message>
    <message>
        <source>expected , or ] after an object</source>
        <translation>对象之后应为 , 或 ]</translation>
    </message>
    <message>
        <source>text follows the array</source>
        <translation>数组之后还有文本</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected : after a key</source>
        <translation>键之后应为 :</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; repeats</source>
        <translation>键“%1”重复</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is not a column of the first object</source>
        <translation>键“%1”不是第一个对象中的列</translation>
    </message>
    <message>
        <source>expected , or } in an object</source>
        <translation>对象中应为 , 或 }</translation>
    </message>
    <message>
        <source>Object %1 has no &quot;%2&quot;</source>
        <translation>对象 %1 没有“%2”</translation>
    </message>
    <message>
        <source>values must be strings, numbers, true, false or null, not nested</source>
        <translation>值必须是字符串、数字、true、false 或 null，不能嵌套</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>应为值</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>the string never ends</source>
        <translation>字符串没有结束</translation>
    </message>
    <message>
        <source>a control character in a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>a bad \u escape</source>
        <translation>无效的 \u 转义</translation>
    </message>
    <message>
        <source>a lone surrogate in a \u escape</source>
        <translation>\u 转义中有孤立的代理项</translation>
    </message>
    <message>
        <source>a bad escape in a string</source>
        <translation>字符串中有无效的转义</translation>
    </message>
    <message>
        <source>JSON line %1: %2</source>
        <translation>JSON 第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::SpellIconExport</name>
    <message>
        <source>No archive holds %1</source>
        <translation>没有归档包含 %1</translation>
    </message>
    <message>
        <source>The table has no column of icon paths</source>
        <translation>该表没有图标路径列</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::SqlDumpReader</name>
    <message>
        <source>the CREATE TABLE statement of %1 never ends</source>
        <translation>%1 的 CREATE TABLE 语句没有结束</translation>
    </message>
    <message>
        <source>expected a column name</source>
        <translation>应为列名</translation>
    </message>
    <message>
        <source>expected , or ) in the column list</source>
        <translation>列列表中应为 , 或 )</translation>
    </message>
    <message>
        <source>the INSERT into %1 names no columns, and no CREATE TABLE of it comes before</source>
        <translation>插入 %1 的 INSERT 未指定列，且之前没有它的 CREATE TABLE</translation>
    </message>
    <message>
        <source>only INSERT … VALUES statements are read</source>
        <translation>只读取 INSERT … VALUES 语句</translation>
    </message>
    <message>
        <source>the INSERTs into %1 name different columns</source>
        <translation>插入 %1 的各条 INSERT 指定的列不同</translation>
    </message>
    <message>
        <source>expected ( to start a row</source>
        <translation>应为 ( 以开始一行</translation>
    </message>
    <message>
        <source>a row of %1 has more than %2 values</source>
        <translation>%1 的某一行有超过 %2 个值</translation>
    </message>
    <message>
        <source>a row of %1 has %2 values, not %3</source>
        <translation>%1 的某一行有 %2 个值，而不是 %3 个</translation>
    </message>
    <message>
        <source>expected , or ) in a row</source>
        <translation>行中应为 , 或 )</translation>
    </message>
    <message>
        <source>expected , or ; after a row</source>
        <translation>行之后应为 , 或 ;</translation>
    </message>
    <message>
        <source>expected a number after %1</source>
        <translation>%1 之后应为数字</translation>
    </message>
    <message>
        <source>only strings, numbers and NULL are read as values</source>
        <translation>只有字符串、数字和 NULL 可作为值读取</translation>
    </message>
    <message>
        <source>expected a table name</source>
        <translation>应为表名</translation>
    </message>
    <message>
        <source>the string never ends</source>
        <translation>字符串没有结束</translation>
    </message>
    <message>
        <source>the quoted name never ends</source>
        <translation>带引号的名称没有结束</translation>
    </message>
    <message>
        <source>Line %1: the comment never ends</source>
        <translation>第 %1 行：注释没有结束</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>The dump has no INSERT or REPLACE rows</source>
        <translation>转储中没有 INSERT 或 REPLACE 行</translation>
    </message>
    <message>
        <source>The dump has rows of %1 tables (%2); none is %3</source>
        <translation>转储中包含 %1 个表的行（%2）；其中没有 %3</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::SqlLayout</name>
    <message>
        <source>AzerothCore&apos;s %1 has %2 columns, the definition of %3 %4: columns are named by AzerothCore&apos;s rule</source>
        <translation>AzerothCore 的 %1 有 %2 列，而 %3 的定义有 %4 列：按 AzerothCore 的规则为列命名</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::TableDiff</name>
    <message>
        <source>%1 and %2 have different columns: they are not the same table</source>
        <translation>%1 和 %2 的列不同：它们不是同一个表</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::TableEdits</name>
    <message>
        <source>&quot;%1&quot; is not %2</source>
        <translation>“%1”不是有效的 %2</translation>
    </message>
    <message>
        <source>%1 has no column %2</source>
        <translation>%1 没有列 %2</translation>
    </message>
    <message>
        <source>No row has ID %1</source>
        <translation>没有 ID 为 %1 的行</translation>
    </message>
    <message>
        <source>--where selects rows for --set-all, which is missing</source>
        <translation>--where 用于为 --set-all 选择行，但缺少 --set-all</translation>
    </message>
    <message>
        <source>--where %1=%2: %2 is not %3</source>
        <translation>--where %1=%2：%2 不是 %3</translation>
    </message>
    <message>
        <source>an ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ID.COLUMN=VALUE</source>
        <translation>ID.COLUMN=VALUE</translation>
    </message>
    <message>
        <source>ID:NEWID</source>
        <translation>ID:NEWID</translation>
    </message>
    <message>
        <source>COLUMN=VALUE</source>
        <translation>COLUMN=VALUE</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dbc::TableSource</name>
    <message>
        <source>This is a WDBC table, not rows: rows come from CSV, JSON, an SQL dump or a database</source>
        <translation>这是 WDBC 表，而不是行数据：行数据应来自 CSV、JSON、SQL 转储或数据库</translation>
    </message>
    <message>
        <source>The file has %1 bytes: rows are read from at most %2</source>
        <translation>该文件有 %1 字节：读取行数据的文件最多为 %2 字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::dds::DdsImage</name>
    <message>
        <source>The data does not start with the &quot;DDS &quot; signature</source>
        <translation>数据不是以“DDS ”签名开头</translation>
    </message>
    <message>
        <source>The DDS header needs %1 bytes, the data has %2</source>
        <translation>DDS 文件头需要 %1 字节，而数据只有 %2 字节</translation>
    </message>
    <message>
        <source>The DDS header declares sizes %1 and %2 instead of 124 and 32</source>
        <translation>DDS 文件头声明的大小为 %1 和 %2，而不是 124 和 32</translation>
    </message>
    <message>
        <source>The texture is %1 × %2 pixels; previews support up to %3 per side and %4 pixels</source>
        <translation>纹理为 %1 × %2 像素；预览最多支持每边 %3 像素、共 %4 像素</translation>
    </message>
    <message>
        <source>The DX10 extension header is cut short</source>
        <translation>DX10 扩展头被截断</translation>
    </message>
    <message>
        <source>This DDS pixel format cannot be previewed</source>
        <translation>无法预览此 DDS 像素格式</translation>
    </message>
    <message>
        <source>The top mip level needs %1 bytes of blocks, only %2 are present</source>
        <translation>顶层 mip 级别需要 %1 字节的块数据，但只有 %2 字节</translation>
    </message>
    <message>
        <source>The top mip level needs %1 bytes of pixels, only %2 are present</source>
        <translation>顶层 mip 级别需要 %1 字节的像素数据，但只有 %2 字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::GridContent</name>
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
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
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
    <name>mwb::formats::grid::GridFileIo</name>
    <message>
        <source>The file is %1 bytes, more than the %2 bytes this format can hold</source>
        <translation>文件大小为 %1 字节，超过了此格式可容纳的 %2 字节</translation>
    </message>
    <message>
        <source>Write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::grid::GridKinds</name>
    <message>
        <source>Not a walkability grid: not a TL2 .MPP (its header does not describe its size) and not a Legend of Mir map: %1</source>
        <translation>不是可行走性网格：既不是 TL2 .MPP（其文件头未描述其尺寸），也不是传奇地图：%1</translation>
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
    <name>mwb::formats::images::BmpDescriber</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>平面数</translation>
    </message>
    <message>
        <source>Bits per pixel</source>
        <translation>每像素位数</translation>
    </message>
    <message>
        <source>top-down</source>
        <translation>自上而下</translation>
    </message>
    <message>
        <source>bottom-up</source>
        <translation>自下而上</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩方式</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像大小</translation>
    </message>
    <message>
        <source>Horizontal resolution (px/m)</source>
        <translation>水平分辨率（像素/米）</translation>
    </message>
    <message>
        <source>Vertical resolution (px/m)</source>
        <translation>垂直分辨率（像素/米）</translation>
    </message>
    <message>
        <source>Colours used</source>
        <translation>使用的颜色数</translation>
    </message>
    <message>
        <source>Important colours</source>
        <translation>重要颜色数</translation>
    </message>
    <message>
        <source>Red mask</source>
        <translation>红色掩码</translation>
    </message>
    <message>
        <source>Green mask</source>
        <translation>绿色掩码</translation>
    </message>
    <message>
        <source>Blue mask</source>
        <translation>蓝色掩码</translation>
    </message>
    <message>
        <source>Alpha mask</source>
        <translation>Alpha 掩码</translation>
    </message>
    <message>
        <source>Colour space type</source>
        <translation>颜色空间类型</translation>
    </message>
    <message>
        <source>Colour space endpoints</source>
        <translation>颜色空间端点</translation>
    </message>
    <message>
        <source>Red gamma</source>
        <translation>红色 Gamma</translation>
    </message>
    <message>
        <source>Green gamma</source>
        <translation>绿色 Gamma</translation>
    </message>
    <message>
        <source>Blue gamma</source>
        <translation>蓝色 Gamma</translation>
    </message>
    <message>
        <source>Rendering intent</source>
        <translation>渲染意图</translation>
    </message>
    <message>
        <source>Profile data offset</source>
        <translation>配置文件数据偏移</translation>
    </message>
    <message>
        <source>Profile size</source>
        <translation>配置文件大小</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>DIB header</source>
        <translation>DIB 头</translation>
    </message>
    <message>
        <source>Header size</source>
        <translation>头大小</translation>
    </message>
    <message>
        <source>A DIB header of %1 bytes is too small</source>
        <translation>%1 字节的 DIB 头太小</translation>
    </message>
    <message>
        <source>Other header fields</source>
        <translation>其他头字段</translation>
    </message>
    <message>
        <source>BMP image</source>
        <translation>BMP 图像</translation>
    </message>
    <message>
        <source>File header (BITMAPFILEHEADER)</source>
        <translation>文件头（BITMAPFILEHEADER）</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>Reserved 1</source>
        <translation>保留 1</translation>
    </message>
    <message>
        <source>Reserved 2</source>
        <translation>保留 2</translation>
    </message>
    <message>
        <source>Pixel data offset</source>
        <translation>像素数据偏移</translation>
    </message>
    <message>
        <source>The pixel data offset %1 lies past the end of the %2-byte image</source>
        <translation>像素数据偏移 %1 超出了 %2 字节图像的末尾</translation>
    </message>
    <message>
        <source>Colour table and masks</source>
        <translation>颜色表和掩码</translation>
    </message>
    <message>
        <source>Pixel data</source>
        <translation>像素数据</translation>
    </message>
</context>
<context>
    <name>mwb::formats::images::DdsDescriber</name>
    <message>
        <source>Pixel format (DDS_PIXELFORMAT)</source>
        <translation>像素格式（DDS_PIXELFORMAT）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>FourCC</source>
        <translation>FourCC</translation>
    </message>
    <message>
        <source>RGB bit count</source>
        <translation>RGB 位数</translation>
    </message>
    <message>
        <source>Red mask</source>
        <translation>红色掩码</translation>
    </message>
    <message>
        <source>Green mask</source>
        <translation>绿色掩码</translation>
    </message>
    <message>
        <source>Blue mask</source>
        <translation>蓝色掩码</translation>
    </message>
    <message>
        <source>Alpha mask</source>
        <translation>Alpha 掩码</translation>
    </message>
    <message>
        <source>Header (DDS_HEADER)</source>
        <translation>文件头（DDS_HEADER）</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Pitch or linear size</source>
        <translation>行跨度或线性大小</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Mipmap count</source>
        <translation>Mipmap 数量</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Caps</source>
        <translation>Caps</translation>
    </message>
    <message>
        <source>Caps 2</source>
        <translation>Caps 2</translation>
    </message>
    <message>
        <source>Caps 3</source>
        <translation>Caps 3</translation>
    </message>
    <message>
        <source>Caps 4</source>
        <translation>Caps 4</translation>
    </message>
    <message>
        <source>Reserved 2</source>
        <translation>保留 2</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>alpha unknown</source>
        <translation>Alpha 未知</translation>
    </message>
    <message>
        <source>straight alpha</source>
        <translation>直通 Alpha（非预乘）</translation>
    </message>
    <message>
        <source>premultiplied alpha</source>
        <translation>预乘 Alpha</translation>
    </message>
    <message>
        <source>opaque</source>
        <translation>不透明</translation>
    </message>
    <message>
        <source>custom alpha</source>
        <translation>自定义 Alpha</translation>
    </message>
    <message>
        <source>DX10 header (DDS_HEADER_DXT10)</source>
        <translation>DX10 头（DDS_HEADER_DXT10）</translation>
    </message>
    <message>
        <source>DXGI format</source>
        <translation>DXGI 格式</translation>
    </message>
    <message>
        <source>Resource dimension</source>
        <translation>资源维度</translation>
    </message>
    <message>
        <source>Misc flags</source>
        <translation>杂项标志</translation>
    </message>
    <message>
        <source>Array size</source>
        <translation>数组大小</translation>
    </message>
    <message>
        <source>Misc flags 2</source>
        <translation>杂项标志 2</translation>
    </message>
    <message>
        <source>DDS image</source>
        <translation>DDS 图像</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>魔数</translation>
    </message>
    <message>
        <source>Surface data</source>
        <translation>表面数据</translation>
    </message>
</context>
<context>
    <name>mwb::formats::images::ImageExport</name>
    <message>
        <source>Cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>Not a PNG file</source>
        <translation>不是 PNG 文件</translation>
    </message>
    <message>
        <source>Not an image the export converts (BLP, DDS, TGA, PNG)</source>
        <translation>不是导出功能能转换的图像（BLP、DDS、TGA、PNG）</translation>
    </message>
    <message>
        <source>The image export was canceled</source>
        <translation>图像导出已取消</translation>
    </message>
</context>
<context>
    <name>mwb::formats::images::PngDescriber</name>
    <message>
        <source>greyscale</source>
        <translation>灰度</translation>
    </message>
    <message>
        <source>RGB</source>
        <translation>RGB</translation>
    </message>
    <message>
        <source>indexed</source>
        <translation>索引色</translation>
    </message>
    <message>
        <source>greyscale + alpha</source>
        <translation>灰度 + Alpha</translation>
    </message>
    <message>
        <source>RGBA</source>
        <translation>RGBA</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Bit depth</source>
        <translation>位深度</translation>
    </message>
    <message>
        <source>Colour type</source>
        <translation>颜色类型</translation>
    </message>
    <message>
        <source>Compression method</source>
        <translation>压缩方法</translation>
    </message>
    <message>
        <source>Filter method</source>
        <translation>过滤方法</translation>
    </message>
    <message>
        <source>Interlace method</source>
        <translation>隔行扫描方法</translation>
    </message>
    <message>
        <source>Adam7</source>
        <translation>Adam7</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>mismatch: computed %1</source>
        <translation>不匹配：计算值为 %1</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>More than %1 chunks</source>
        <translation>超过 %1 个块</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>CRC-32</source>
        <translation>CRC-32</translation>
    </message>
    <message>
        <source>Bytes after IEND</source>
        <translation>IEND 之后的字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::images::TgaDescriber</name>
    <message>
        <source>no image data</source>
        <translation>无图像数据</translation>
    </message>
    <message>
        <source>colour-mapped</source>
        <translation>颜色映射</translation>
    </message>
    <message>
        <source>true-colour</source>
        <translation>真彩色</translation>
    </message>
    <message>
        <source>greyscale</source>
        <translation>灰度</translation>
    </message>
    <message>
        <source>colour-mapped, RLE</source>
        <translation>颜色映射，RLE</translation>
    </message>
    <message>
        <source>true-colour, RLE</source>
        <translation>真彩色，RLE</translation>
    </message>
    <message>
        <source>greyscale, RLE</source>
        <translation>灰度，RLE</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>%1 alpha bits, origin %2-%3</source>
        <translation>%1 位 Alpha，原点位于%3%2</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Image ID length</source>
        <translation>图像 ID 长度</translation>
    </message>
    <message>
        <source>Colour map type</source>
        <translation>颜色映射类型</translation>
    </message>
    <message>
        <source>Image type</source>
        <translation>图像类型</translation>
    </message>
    <message>
        <source>Colour map first index</source>
        <translation>颜色映射首个索引</translation>
    </message>
    <message>
        <source>Colour map length</source>
        <translation>颜色映射长度</translation>
    </message>
    <message>
        <source>Colour map entry size (bits)</source>
        <translation>颜色映射条目大小（位）</translation>
    </message>
    <message>
        <source>X origin</source>
        <translation>X 原点</translation>
    </message>
    <message>
        <source>Y origin</source>
        <translation>Y 原点</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Pixel depth</source>
        <translation>像素深度</translation>
    </message>
    <message>
        <source>Image descriptor</source>
        <translation>图像描述符</translation>
    </message>
    <message>
        <source>Footer (TGA 2.0)</source>
        <translation>文件尾（TGA 2.0）</translation>
    </message>
    <message>
        <source>Extension area offset</source>
        <translation>扩展区偏移</translation>
    </message>
    <message>
        <source>Developer directory offset</source>
        <translation>开发者目录偏移</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>TGA image</source>
        <translation>TGA 图像</translation>
    </message>
    <message>
        <source>Image ID</source>
        <translation>图像 ID</translation>
    </message>
    <message>
        <source>Colour map</source>
        <translation>颜色映射表</translation>
    </message>
    <message>
        <source>Image data</source>
        <translation>图像数据</translation>
    </message>
</context>
<context>
    <name>mwb::formats::images::TgaImage</name>
    <message>
        <source>The TGA header is cut short</source>
        <translation>TGA 文件头被截断</translation>
    </message>
    <message>
        <source>TGA image type %1 is not supported</source>
        <translation>不支持 TGA 图像类型 %1</translation>
    </message>
    <message>
        <source>%1-bit TGA pixels are not supported</source>
        <translation>不支持 %1 位的 TGA 像素</translation>
    </message>
    <message>
        <source>This TGA colour map is not supported</source>
        <translation>不支持此 TGA 调色板</translation>
    </message>
    <message>
        <source>The TGA image has no pixels</source>
        <translation>TGA 图像没有像素</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is over the limit</source>
        <translation>%1 × %2 像素超出限制</translation>
    </message>
    <message>
        <source>The TGA colour map is cut short</source>
        <translation>TGA 调色板被截断</translation>
    </message>
    <message>
        <source>Colour index %1 is outside the map</source>
        <translation>颜色索引 %1 超出调色板范围</translation>
    </message>
    <message>
        <source>The TGA pixels are cut short</source>
        <translation>TGA 像素数据被截断</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mir2map::MapContent</name>
    <message>
        <source>Legend of Mir map, type %1</source>
        <translation>传奇地图，类型 %1</translation>
    </message>
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
</context>
<context>
    <name>mwb::formats::mir2map::MapDescriber</name>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Version (btVersion)</source>
        <translation>版本（btVersion）</translation>
    </message>
    <message>
        <source>Width (XOR key)</source>
        <translation>宽度（XOR 密钥）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Height (XOR key)</source>
        <translation>高度（XOR 密钥）</translation>
    </message>
    <message>
        <source>Not2</source>
        <translation>Not2</translation>
    </message>
    <message>
        <source>Date (TDateTime)</source>
        <translation>日期（TDateTime）</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Event file index</source>
        <translation>事件文件索引</translation>
    </message>
    <message>
        <source>Fog colour</source>
        <translation>雾颜色</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Detection</source>
        <translation>类型检测</translation>
    </message>
    <message>
        <source>not a readable map</source>
        <translation>不是可读取的地图</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
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
        <source>, door %1</source>
        <translation>，门 %1</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>背景层图像</translation>
    </message>
    <message>
        <source>Back blocked</source>
        <translation>背景层阻挡</translation>
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
        <source>Front blocked</source>
        <translation>前景层阻挡</translation>
    </message>
    <message>
        <source>Door index</source>
        <translation>门索引</translation>
    </message>
    <message>
        <source>Door offset</source>
        <translation>门偏移</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Cells (%1 × %2, column-major)</source>
        <translation>格子（%1 × %2，按列存储）</translation>
    </message>
    <message>
        <source>Column x = %1</source>
        <translation>列 x = %1</translation>
    </message>
    <message>
        <source>Legend of Mir map</source>
        <translation>传奇地图</translation>
    </message>
    <message>
        <source>Tile block (one record per 2 × 2 cells)</source>
        <translation>图块（每 2 × 2 个格子一条记录）</translation>
    </message>
    <message>
        <source>Trailing bytes</source>
        <translation>尾随字节</translation>
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
    <name>mwb::formats::mpq::EntryCodec</name>
    <message>
        <source>The sector offset table of an encrypted file does not fit its data</source>
        <translation>加密文件的扇区偏移表与其数据不符</translation>
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
    <message>
        <source>A single-unit entry of %1 bytes exceeds the limit of %2 bytes</source>
        <translation>%1 字节的单元条目超出 %2 字节的限制</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::HashTable</name>
    <message>
        <source>A table of %1 bytes at offset %2 runs past the end of the file</source>
        <translation>偏移 %2 处的 %1 字节表超出了文件末尾</translation>
    </message>
    <message>
        <source>The hash table size %1 is not a power of two</source>
        <translation>哈希表大小 %1 不是 2 的幂</translation>
    </message>
    <message>
        <source>A table declares %1 bytes, beyond the limit of %2 bytes (or %3 times its stored size)</source>
        <translation>某个表声明了 %1 字节，超出 %2 字节的限制（或其存储大小的 %3 倍）</translation>
    </message>
    <message>
        <source>A table of %1 bytes at offset %2 has only %3 of them in the file; at most %4 times that may lie past its end</source>
        <translation>位于偏移 %2 的 %1 字节表在文件中只有 %3 字节；最多允许其 %4 倍的数据位于文件末尾之后</translation>
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
        <source>MPQ archive (version %1)</source>
        <translation>MPQ 归档（版本 %1）</translation>
    </message>
    <message>
        <source>Verification was canceled</source>
        <translation>校验已取消</translation>
    </message>
    <message>
        <source>its CRC-32 does not match (attributes)</source>
        <translation>其 CRC-32 与 (attributes) 不符</translation>
    </message>
    <message>
        <source>its MD5 does not match (attributes)</source>
        <translation>其 MD5 与 (attributes) 不符</translation>
    </message>
    <message>
        <source>a sector checksum does not match</source>
        <translation>有扇区校验和不符</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes an entry may have to be read into memory</source>
        <translation>%1 为 %2 字节，超过了读入内存的条目所允许的 %3 字节</translation>
    </message>
    <message>
        <source>The (attributes) declares %1 bytes, more than the %2 bytes %3 entries need; it is ignored</source>
        <translation>(attributes) 声明了 %1 字节，超过 %3 个条目所需的 %2 字节；已忽略该文件</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqExtractor</name>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
    </message>
    <message>
        <source>No entry number %1</source>
        <translation>不存在编号为 %1 的条目</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqNameScanner</name>
    <message>
        <source>Scanning for names was canceled</source>
        <translation>名称扫描已取消</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqSignatureCheck</name>
    <message>
        <source>Blizzard</source>
        <translation>暴雪</translation>
    </message>
    <message>
        <source>Warcraft III map</source>
        <translation>魔兽争霸 III 地图</translation>
    </message>
    <message>
        <source>World of Warcraft patch</source>
        <translation>魔兽世界补丁</translation>
    </message>
    <message>
        <source>World of Warcraft survey</source>
        <translation>魔兽世界调查</translation>
    </message>
    <message>
        <source>StarCraft II map</source>
        <translation>星际争霸 II 地图</translation>
    </message>
    <message>
        <source>Blizzard weak</source>
        <translation>暴雪弱</translation>
    </message>
    <message>
        <source>The archive is not signed</source>
        <translation>归档未签名</translation>
    </message>
    <message>
        <source>Weak signature: blank (all zeros), which Storm accepts without checking it</source>
        <translation>弱签名：空白（全为零），Storm 会不加检查地接受</translation>
    </message>
    <message>
        <source>Weak signature: valid (Blizzard&apos;s published weak key)</source>
        <translation>弱签名：有效（暴雪公开的弱密钥）</translation>
    </message>
    <message>
        <source>Weak signature: it does not match the archive (the archive changed after it was signed, or the signature is damaged)</source>
        <translation>弱签名：与归档不匹配（归档在签名后被更改，或签名已损坏）</translation>
    </message>
    <message>
        <source>Strong signature: valid (the %1 key)</source>
        <translation>强签名：有效（%1密钥）</translation>
    </message>
    <message>
        <source>Strong signature: made with the %1 key, but the archive changed since, or it was renamed (Warcraft III maps are signed together with their file name)</source>
        <translation>强签名：由%1密钥生成，但归档此后已被更改或重命名（魔兽争霸 III 地图的签名包含其文件名）</translation>
    </message>
    <message>
        <source>Strong signature: made with the %1 key, but the archive changed since</source>
        <translation>强签名：由%1密钥生成，但归档此后已被更改</translation>
    </message>
    <message>
        <source>Strong signature: cannot tell; none of the published keys (Blizzard, Warcraft III map, World of Warcraft patch and survey, StarCraft II map) made it, or its bytes are damaged</source>
        <translation>强签名：无法判定；它不是由任何已公开的密钥（暴雪、魔兽争霸 III 地图、魔兽世界补丁和调查、星际争霸 II 地图）生成的，或其字节已损坏</translation>
    </message>
    <message>
        <source>Signature: cannot tell; bytes follow the archive but they are not a strong signature (no &quot;NGIS&quot;)</source>
        <translation>签名：无法判定；归档之后有字节，但它们不是强签名（没有“NGIS”）</translation>
    </message>
    <message>
        <source>Signature: cannot tell; the signature or the bytes it covers reach past the end of the file</source>
        <translation>签名：无法判定；签名或其覆盖的字节超出了文件末尾</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqStructureDescriber</name>
    <message>
        <source>FREE</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>DELETED</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Name hash A</source>
        <translation>名称哈希 A</translation>
    </message>
    <message>
        <source>Name hash B</source>
        <translation>名称哈希 B</translation>
    </message>
    <message>
        <source>Locale</source>
        <translation>语言区域</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Block index</source>
        <translation>块索引</translation>
    </message>
    <message>
        <source>File position</source>
        <translation>文件位置</translation>
    </message>
    <message>
        <source>%1 (absolute %2)</source>
        <translation>%1（绝对位置 %2）</translation>
    </message>
    <message>
        <source>Compressed size</source>
        <translation>压缩大小</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>未加密</translation>
    </message>
    <message>
        <source>unknown (unnamed entry)</source>
        <translation>未知（未命名条目）</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Hash slot</source>
        <translation>哈希槽</translation>
    </message>
    <message>
        <source>File key</source>
        <translation>文件密钥</translation>
    </message>
    <message>
        <source>Data position</source>
        <translation>数据位置</translation>
    </message>
    <message>
        <source>Hash table slots</source>
        <translation>哈希表槽位</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>Sector offset table</source>
        <translation>扇区偏移表</translation>
    </message>
    <message>
        <source>%1 sectors need a %2-byte table, more than the %3 stored bytes</source>
        <translation>%1 个扇区需要 %2 字节的表，超过了已存储的 %3 字节</translation>
    </message>
    <message>
        <source>%1 sectors, data ends at %2</source>
        <translation>%1 个扇区，数据结束于 %2</translation>
    </message>
    <message>
        <source>%1 sectors, encrypted with an unknown key</source>
        <translation>%1 个扇区，使用未知密钥加密</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>%1 bytes stored for %2</source>
        <translation>为 %2 存储了 %1 字节</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Block table entry</source>
        <translation>块表条目</translation>
    </message>
    <message>
        <source>Hi-block table entry</source>
        <translation>高位块表条目</translation>
    </message>
    <message>
        <source>BET index</source>
        <translation>BET 索引</translation>
    </message>
    <message>
        <source>User data header</source>
        <translation>用户数据头</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>User data size</source>
        <translation>用户数据大小</translation>
    </message>
    <message>
        <source>MPQ header offset</source>
        <translation>MPQ 文件头偏移</translation>
    </message>
    <message>
        <source>User data header size</source>
        <translation>用户数据头大小</translation>
    </message>
    <message>
        <source>User data header bytes</source>
        <translation>用户数据头字节</translation>
    </message>
    <message>
        <source>Header size</source>
        <translation>文件头大小</translation>
    </message>
    <message>
        <source>Archive size (32-bit)</source>
        <translation>归档大小（32 位）</translation>
    </message>
    <message>
        <source>Format version</source>
        <translation>格式版本</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Sector size shift</source>
        <translation>扇区大小移位值</translation>
    </message>
    <message>
        <source>sectors of %1 bytes</source>
        <translation>每扇区 %1 字节</translation>
    </message>
    <message>
        <source>Hash table offset</source>
        <translation>哈希表偏移</translation>
    </message>
    <message>
        <source>Block table offset</source>
        <translation>块表偏移</translation>
    </message>
    <message>
        <source>Hash table entries</source>
        <translation>哈希表条目数</translation>
    </message>
    <message>
        <source>Block table entries</source>
        <translation>块表条目数</translation>
    </message>
    <message>
        <source>Hi-block table offset</source>
        <translation>高位块表偏移</translation>
    </message>
    <message>
        <source>Hash table offset (high 16 bits)</source>
        <translation>哈希表偏移（高 16 位）</translation>
    </message>
    <message>
        <source>Block table offset (high 16 bits)</source>
        <translation>块表偏移（高 16 位）</translation>
    </message>
    <message>
        <source>Archive size (64-bit)</source>
        <translation>归档大小（64 位）</translation>
    </message>
    <message>
        <source>BET table offset</source>
        <translation>BET 表偏移</translation>
    </message>
    <message>
        <source>HET table offset</source>
        <translation>HET 表偏移</translation>
    </message>
    <message>
        <source>Hash table size (stored)</source>
        <translation>哈希表大小（存储值）</translation>
    </message>
    <message>
        <source>Block table size (stored)</source>
        <translation>块表大小（存储值）</translation>
    </message>
    <message>
        <source>Hi-block table size (stored)</source>
        <translation>高位块表大小（存储值）</translation>
    </message>
    <message>
        <source>HET table size (stored)</source>
        <translation>HET 表大小（存储值）</translation>
    </message>
    <message>
        <source>BET table size (stored)</source>
        <translation>BET 表大小（存储值）</translation>
    </message>
    <message>
        <source>Raw chunk size</source>
        <translation>原始数据块大小</translation>
    </message>
    <message>
        <source>MD5 of the block table</source>
        <translation>块表的 MD5</translation>
    </message>
    <message>
        <source>MD5 of the hash table</source>
        <translation>哈希表的 MD5</translation>
    </message>
    <message>
        <source>MD5 of the hi-block table</source>
        <translation>高位块表的 MD5</translation>
    </message>
    <message>
        <source>MD5 of the BET table</source>
        <translation>BET 表的 MD5</translation>
    </message>
    <message>
        <source>MD5 of the HET table</source>
        <translation>HET 表的 MD5</translation>
    </message>
    <message>
        <source>MD5 of the header</source>
        <translation>文件头的 MD5</translation>
    </message>
    <message>
        <source>As read</source>
        <translation>读取值</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>扇区大小</translation>
    </message>
    <message>
        <source>Archive size</source>
        <translation>归档大小</translation>
    </message>
    <message>
        <source>Warcraft III map (HM3W)</source>
        <translation>魔兽争霸 III 地图（HM3W）</translation>
    </message>
    <message>
        <source>Repaired (malformed header)</source>
        <translation>已修复（文件头格式错误）</translation>
    </message>
    <message>
        <source>File table from HET/BET</source>
        <translation>来自 HET/BET 的文件表</translation>
    </message>
    <message>
        <source>MPQ header</source>
        <translation>MPQ 文件头</translation>
    </message>
    <message>
        <source>Hash table</source>
        <translation>哈希表</translation>
    </message>
    <message>
        <source>compressed: decrypted values only</source>
        <translation>已压缩：仅显示解密后的值</translation>
    </message>
    <message>
        <source>encrypted, shown decrypted</source>
        <translation>已加密，显示解密后的内容</translation>
    </message>
    <message>
        <source>Block table</source>
        <translation>块表</translation>
    </message>
    <message>
        <source>Hi-block table</source>
        <translation>高位块表</translation>
    </message>
    <message>
        <source>Flags [%1]</source>
        <translation>标志 [%1]</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>数据大小</translation>
    </message>
    <message>
        <source>Table data</source>
        <translation>表数据</translation>
    </message>
    <message>
        <source>Decrypted header</source>
        <translation>解密后的文件头</translation>
    </message>
    <message>
        <source>HET table</source>
        <translation>HET 表</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>表大小</translation>
    </message>
    <message>
        <source>Used entries</source>
        <translation>已用条目数</translation>
    </message>
    <message>
        <source>Total entries</source>
        <translation>条目总数</translation>
    </message>
    <message>
        <source>Name hash bits</source>
        <translation>名称哈希位数</translation>
    </message>
    <message>
        <source>Index size (total bits)</source>
        <translation>索引大小（总位数）</translation>
    </message>
    <message>
        <source>Index size (extra bits)</source>
        <translation>索引大小（额外位数）</translation>
    </message>
    <message>
        <source>Index size (bits)</source>
        <translation>索引大小（位数）</translation>
    </message>
    <message>
        <source>Index table size</source>
        <translation>索引表大小</translation>
    </message>
    <message>
        <source>BET table</source>
        <translation>BET 表</translation>
    </message>
    <message>
        <source>Entry count</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Entry size (bits)</source>
        <translation>条目大小（位数）</translation>
    </message>
    <message>
        <source>Bit index: file position</source>
        <translation>位索引：文件位置</translation>
    </message>
    <message>
        <source>Bit index: file size</source>
        <translation>位索引：文件大小</translation>
    </message>
    <message>
        <source>Bit index: compressed size</source>
        <translation>位索引：压缩大小</translation>
    </message>
    <message>
        <source>Bit index: flag index</source>
        <translation>位索引：标志索引</translation>
    </message>
    <message>
        <source>Bit index: unknown</source>
        <translation>位索引：未知</translation>
    </message>
    <message>
        <source>Bit count: file position</source>
        <translation>位数：文件位置</translation>
    </message>
    <message>
        <source>Bit count: file size</source>
        <translation>位数：文件大小</translation>
    </message>
    <message>
        <source>Bit count: compressed size</source>
        <translation>位数：压缩大小</translation>
    </message>
    <message>
        <source>Bit count: flag index</source>
        <translation>位数：标志索引</translation>
    </message>
    <message>
        <source>Bit count: unknown</source>
        <translation>位数：未知</translation>
    </message>
    <message>
        <source>Name hash size (total bits)</source>
        <translation>名称哈希大小（总位数）</translation>
    </message>
    <message>
        <source>Name hash size (extra bits)</source>
        <translation>名称哈希大小（额外位数）</translation>
    </message>
    <message>
        <source>Name hash size (bits)</source>
        <translation>名称哈希大小（位数）</translation>
    </message>
    <message>
        <source>Name hash array size</source>
        <translation>名称哈希数组大小</translation>
    </message>
    <message>
        <source>Flag count</source>
        <translation>标志数</translation>
    </message>
    <message>
        <source>Special files</source>
        <translation>特殊文件</translation>
    </message>
    <message>
        <source>%1 bytes, %2 stored</source>
        <translation>%1 字节，存储 %2</translation>
    </message>
    <message>
        <source>Strong signature</source>
        <translation>强签名</translation>
    </message>
    <message>
        <source>RSA signature</source>
        <translation>RSA 签名</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>unknown (encrypted with an unknown key)</source>
        <translation>未知（以未知密钥加密）</translation>
    </message>
    <message>
        <source>stored (the first sector did not shrink)</source>
        <translation>未压缩（第一个扇区压缩后未变小）</translation>
    </message>
    <message>
        <source>Compression method</source>
        <translation>压缩方法</translation>
    </message>
    <message>
        <source>Name found by</source>
        <translation>名称来源</translation>
    </message>
    <message>
        <source>recovered by scanning the archive (both name hashes match)</source>
        <translation>通过扫描归档找回（两个名称哈希均匹配）</translation>
    </message>
    <message>
        <source>nothing: no listfile or scan names it</source>
        <translation>无：没有列表文件或扫描给出其名称</translation>
    </message>
    <message>
        <source>a listfile or the archive&apos;s own names</source>
        <translation>列表文件或归档自带的名称</translation>
    </message>
</context>
<context>
    <name>mwb::formats::mpq::MpqWriter</name>
    <message>
        <source>Warcraft III map</source>
        <translation>魔兽争霸 III 地图</translation>
    </message>
    <message>
        <source>WoW 3.3.5a patch</source>
        <translation>魔兽世界 3.3.5a 补丁</translation>
    </message>
    <message>
        <source>StarCraft II</source>
        <translation>星际争霸 II</translation>
    </message>
    <message>
        <source>Diablo II / StarCraft</source>
        <translation>暗黑破坏神 II / 星际争霸</translation>
    </message>
    <message>
        <source>Cannot write the archive: %1</source>
        <translation>无法写入归档：%1</translation>
    </message>
    <message>
        <source>The encryption key of %1 is unknown</source>
        <translation>%1 的加密密钥未知</translation>
    </message>
    <message>
        <source>A version 1 archive cannot grow past 4 GiB; write version 2</source>
        <translation>版本 1 的归档不能超过 4 GiB；请写版本 2</translation>
    </message>
    <message numerus="yes">
        <source>%n entries have no known name: they can only be kept in a version 1 or 2 archive whose hash table keeps its size (open the archive with a listfile that names them)</source>
        <translation>
            <numerusform>%n 个条目没有已知名称：只能保留在哈希表大小不变的版本 1 或 2 归档中（请用能为其命名的列表文件打开归档）</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving was canceled</source>
        <translation>保存已取消</translation>
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
    <name>mwb::formats::mpq::SignatureVerifier</name>
    <message>
        <source>Checking the signature was canceled</source>
        <translation>签名检查已取消</translation>
    </message>
    <message>
        <source>The archive has no room for a weak signature</source>
        <translation>归档中没有容纳弱签名的空间</translation>
    </message>
    <message>
        <source>OpenSSL could not make the weak signature</source>
        <translation>OpenSSL 无法生成弱签名</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::BindatDescriber</name>
    <message>
        <source>(id %1 missing from the string table)</source>
        <translation>（字符串表中缺少 ID %1）</translation>
    </message>
    <message>
        <source>key hash</source>
        <translation>键哈希</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message numerus="yes">
        <source>%n properties</source>
        <translation>
            <numerusform>%n 个属性</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n children</source>
        <translation>
            <numerusform>%n 个子节点</numerusform>
        </translation>
    </message>
    <message>
        <source>name hash</source>
        <translation>名称哈希</translation>
    </message>
    <message>
        <source>property count</source>
        <translation>属性数</translation>
    </message>
    <message>
        <source>child count</source>
        <translation>子节点数</translation>
    </message>
    <message>
        <source>Compiled DAT (BINDAT)</source>
        <translation>已编译的 DAT（BINDAT）</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>string count</source>
        <translation>字符串数</translation>
    </message>
    <message>
        <source>String table</source>
        <translation>字符串表</translation>
    </message>
    <message>
        <source>first id (empty table)</source>
        <translation>首个 ID（空表）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::BindatReader</name>
    <message>
        <source>The file is %1 bytes, more than the %2 bytes a compiled DAT may have</source>
        <translation>文件大小为 %1 字节，超过了已编译 DAT 允许的 %2 字节</translation>
    </message>
    <message>
        <source>The data ends inside the header</source>
        <translation>数据在文件头中途结束</translation>
    </message>
    <message>
        <source>The data ends inside a string-table entry</source>
        <translation>数据在字符串表条目中途结束</translation>
    </message>
    <message>
        <source>The data ends inside a node</source>
        <translation>数据在节点中途结束</translation>
    </message>
    <message>
        <source>The data ends inside a property</source>
        <translation>数据在属性中途结束</translation>
    </message>
    <message>
        <source>The string count %1 cannot fit in the %2 bytes that remain</source>
        <translation>字符串数 %1 无法放入剩余的 %2 字节</translation>
    </message>
    <message>
        <source>The property count %1 cannot fit in the %2 bytes that remain</source>
        <translation>属性数 %1 无法放入剩余的 %2 字节</translation>
    </message>
    <message>
        <source>The child count %1 cannot fit in the %2 bytes that remain</source>
        <translation>子节点数 %1 无法放入剩余的 %2 字节</translation>
    </message>
    <message>
        <source>Version 1 is Torchlight 1&apos;s compiled DAT (names stored in the file); only version 2 is read</source>
        <translation>版本 1 是火炬之光 1 的已编译 DAT（名称存储在文件中）；仅支持读取版本 2</translation>
    </message>
    <message>
        <source>Not a compiled Torchlight 2 DAT (version %1, expected 2)</source>
        <translation>不是已编译的火炬之光 2 DAT（版本 %1，应为 2）</translation>
    </message>
    <message>
        <source>String id %1 appears twice</source>
        <translation>字符串 ID %1 出现了两次</translation>
    </message>
    <message>
        <source>%1 bytes follow the root node</source>
        <translation>根节点之后还有 %1 字节</translation>
    </message>
    <message>
        <source>Unknown property type code %1</source>
        <translation>未知的属性类型代码 %1</translation>
    </message>
    <message>
        <source>String id %1 is not in the string table</source>
        <translation>字符串 ID %1 不在字符串表中</translation>
    </message>
    <message>
        <source>Nodes nest deeper than %1 levels</source>
        <translation>节点嵌套深度超过 %1 层</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::DatCompiler</name>
    <message>
        <source>Blocks nest deeper than %1 levels</source>
        <translation>块嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>Unknown type &lt;%1&gt; of property %2</source>
        <translation>属性 %2 的类型 &lt;%1&gt; 未知</translation>
    </message>
    <message>
        <source>&lt;%1&gt;%2: &quot;%3&quot; is not a valid %1 value</source>
        <translation>&lt;%1&gt;%2: “%3”不是有效的 %1 值</translation>
    </message>
    <message>
        <source>&lt;%1&gt;%2: the text has %3 UTF-16 code units, more than the 65535 a compiled DAT can store</source>
        <translation>&lt;%1&gt;%2: 文本包含 %3 个 UTF-16 码元，超过了已编译 DAT 可存储的 65535 个</translation>
    </message>
    <message>
        <source>The text is %1 bytes, more than the %2 bytes a DAT may have</source>
        <translation>文本大小为 %1 字节，超过了 DAT 允许的 %2 字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::DatContent</name>
    <message>
        <source>compiled DAT (BINDAT) that cannot be decompiled</source>
        <translation>无法反编译的已编译 DAT（BINDAT）</translation>
    </message>
    <message numerus="yes">
        <source>compiled DAT (BINDAT), decompiled · %n line(s)</source>
        <translation>
            <numerusform>已编译 DAT（BINDAT），已反编译 · %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::DatDecompiler</name>
    <message>
        <source>Nodes nest deeper than %1 levels</source>
        <translation>节点嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>String id %1 is not in the string table</source>
        <translation>字符串 ID %1 不在字符串表中</translation>
    </message>
    <message>
        <source>String %1 holds a line break, which a text DAT cannot express</source>
        <translation>字符串 %1 包含换行符，文本 DAT 无法表示</translation>
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
    <message>
        <source>Blocks nest deeper than %1 levels</source>
        <translation>块嵌套深度超过 %1 层</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2dat::NameDictionary</name>
    <message>
        <source>Cannot read the names file: %1</source>
        <translation>无法读取名称文件：%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::BinLayout</name>
    <message>
        <source>Not a BINLAYOUT: the first byte is 0x%1, not 0x0B</source>
        <translation>不是 BINLAYOUT：首字节为 0x%1，而非 0x0B</translation>
    </message>
    <message>
        <source>Top-level objects</source>
        <translation>顶层对象</translation>
    </message>
    <message>
        <source>The header puts the datagroup at offset %1, but the objects end at offset %2</source>
        <translation>文件头将数据组置于偏移 %1 处，但对象到偏移 %2 处才结束</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) follow the end of the layout</source>
        <translation>
            <numerusform>布局结束后还有 %n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>Nesting deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>More than %1 objects</source>
        <translation>对象超过 %1 个</translation>
    </message>
    <message>
        <source>Children of the object at offset %1</source>
        <translation>偏移 %1 处对象的子对象</translation>
    </message>
    <message>
        <source>The object at offset %1 declares %2 bytes but ends at offset %3</source>
        <translation>偏移 %1 处的对象声明了 %2 字节，但在偏移 %3 处结束</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>A property of 0 bytes has no code</source>
        <translation>0 字节的属性没有代码</translation>
    </message>
    <message>
        <source>Extra region</source>
        <translation>额外区域</translation>
    </message>
    <message>
        <source>An extra region of %1 bytes on descriptor %2, which is not known to have one</source>
        <translation>描述符 %2 上有 %1 字节的额外区域，但该描述符并无已知的额外区域</translation>
    </message>
    <message>
        <source>The extra region at offset %1 declares %2 bytes but its data ends at offset %3</source>
        <translation>偏移 %1 处的额外区域声明了 %2 字节，但其数据在偏移 %3 处结束</translation>
    </message>
    <message>
        <source>Logic objects</source>
        <translation>逻辑对象</translation>
    </message>
    <message>
        <source>Logic links</source>
        <translation>逻辑连接</translation>
    </message>
    <message>
        <source>Timeline objects</source>
        <translation>时间轴对象</translation>
    </message>
    <message>
        <source>Timeline tracks</source>
        <translation>时间轴轨道</translation>
    </message>
    <message>
        <source>Timeline points</source>
        <translation>时间轴点</translation>
    </message>
    <message>
        <source>Datagroup children</source>
        <translation>数据组子对象</translation>
    </message>
    <message>
        <source>Themes</source>
        <translation>主题</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::BinLayoutDescriber</name>
    <message>
        <source>descriptor %1</source>
        <translation>描述符 %1</translation>
    </message>
    <message>
        <source>property %1</source>
        <translation>属性 %1</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Logic graph</source>
        <translation>逻辑图</translation>
    </message>
    <message>
        <source>logic objects</source>
        <translation>逻辑对象</translation>
    </message>
    <message>
        <source>Logic object %1</source>
        <translation>逻辑对象 %1</translation>
    </message>
    <message>
        <source>end offset</source>
        <translation>结束偏移</translation>
    </message>
    <message>
        <source>links</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Link %1 → %2 %3</source>
        <translation>连接 %1 → %2 %3</translation>
    </message>
    <message>
        <source>Timeline tracks</source>
        <translation>时间轴轨道</translation>
    </message>
    <message>
        <source>objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Object %1</source>
        <translation>对象 %1</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Point at %1</source>
        <translation>位于 %1 的点</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>descriptor</source>
        <translation>描述符</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>extra region size</source>
        <translation>额外区域大小</translation>
    </message>
    <message>
        <source>children</source>
        <translation>子对象</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>子对象</translation>
    </message>
    <message>
        <source>Datagroup root</source>
        <translation>数据组根</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>组 %1</translation>
    </message>
    <message>
        <source>datagroup</source>
        <translation>数据组</translation>
    </message>
    <message>
        <source>object offset</source>
        <translation>对象偏移</translation>
    </message>
    <message>
        <source>no tag found</source>
        <translation>未找到标签</translation>
    </message>
    <message>
        <source>active themes</source>
        <translation>启用的主题</translation>
    </message>
    <message>
        <source>deactive themes</source>
        <translation>停用的主题</translation>
    </message>
    <message>
        <source>compiled layout</source>
        <translation>已编译布局</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>magic</source>
        <translation>魔数</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>datagroup offset</source>
        <translation>数据组偏移</translation>
    </message>
    <message>
        <source>top-level objects</source>
        <translation>顶层对象</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::BinLayoutWriter</name>
    <message>
        <source>top-level objects</source>
        <translation>顶层对象</translation>
    </message>
    <message>
        <source>The layout would be larger than 4 GiB</source>
        <translation>布局将超过 4 GiB</translation>
    </message>
    <message>
        <source>The datagroup tree does not have one node for each Group object</source>
        <translation>数据组树中的节点与 Group 对象并非一一对应</translation>
    </message>
    <message>
        <source>%1 %2, more than the %3 a layout can store</source>
        <translation>%2有 %1 个，超过了布局可存储的 %3 个</translation>
    </message>
    <message>
        <source>UTF-16 code units in a text</source>
        <translation>文本中的 UTF-16 码元</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>A value of %1 bytes, more than a property can store</source>
        <translation>值有 %1 字节，超过了属性可存储的大小</translation>
    </message>
    <message>
        <source>children</source>
        <translation>子对象</translation>
    </message>
    <message>
        <source>Descriptor %1 cannot hold a logic graph or timeline tracks</source>
        <translation>描述符 %1 不能包含逻辑图或时间线轨道</translation>
    </message>
    <message>
        <source>logic objects</source>
        <translation>逻辑对象</translation>
    </message>
    <message>
        <source>logic links</source>
        <translation>逻辑链接</translation>
    </message>
    <message>
        <source>timeline objects</source>
        <translation>时间线对象</translation>
    </message>
    <message>
        <source>timeline tracks</source>
        <translation>时间线轨道</translation>
    </message>
    <message>
        <source>timeline points</source>
        <translation>时间线点</translation>
    </message>
    <message>
        <source>datagroup children</source>
        <translation>数据组子项</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::LayoutCompiler</name>
    <message>
        <source>The text holds no layout</source>
        <translation>文本中没有布局</translation>
    </message>
    <message>
        <source>expected the root block, such as [Layout]</source>
        <translation>应为根块，例如 [Layout]</translation>
    </message>
    <message>
        <source>UNSIGNED INT</source>
        <translation>UNSIGNED INT</translation>
    </message>
    <message>
        <source>text follows the end of the layout</source>
        <translation>布局结束后还有文本</translation>
    </message>
    <message>
        <source>objects in one block</source>
        <translation>单个块中的对象</translation>
    </message>
    <message>
        <source>objects nest deeper than %1 levels</source>
        <translation>对象嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>the object has no [PROPERTIES] block</source>
        <translation>对象没有 [PROPERTIES] 块</translation>
    </message>
    <message>
        <source>only a %1 object has a [%2] block</source>
        <translation>只有 %1 对象才有 [%2] 块</translation>
    </message>
    <message>
        <source>the object has no &lt;STRING&gt;DESCRIPTOR line</source>
        <translation>对象没有 &lt;STRING&gt;DESCRIPTOR 行</translation>
    </message>
    <message>
        <source>unknown descriptor &quot;%1&quot;</source>
        <translation>未知的描述符“%1”</translation>
    </message>
    <message>
        <source>the object has no &lt;INTEGER64&gt;ID line</source>
        <translation>对象没有 &lt;INTEGER64&gt;ID 行</translation>
    </message>
    <message>
        <source>value of the Group&apos;s %1</source>
        <translation>Group 的 %1 的值</translation>
    </message>
    <message>
        <source> (is it %1?)</source>
        <translation> （是否为 %1？）</translation>
    </message>
    <message>
        <source>descriptor %1 has no property %2%3</source>
        <translation>描述符 %1 没有属性 %2%3</translation>
    </message>
    <message>
        <source>properties in one object</source>
        <translation>单个对象中的属性</translation>
    </message>
    <message>
        <source>list of numbers for %1</source>
        <translation>%1 的数字列表</translation>
    </message>
    <message>
        <source>%1 value for %2</source>
        <translation>%2 的 %1 值</translation>
    </message>
    <message>
        <source>FLOAT</source>
        <translation>FLOAT</translation>
    </message>
    <message>
        <source>The text is %1 bytes, more than the %2 bytes a layout may have</source>
        <translation>文本有 %1 字节，超过了布局允许的 %2 字节</translation>
    </message>
    <message>
        <source>The UTF-16 text ends in the middle of a character</source>
        <translation>UTF-16 文本在字符中间结束</translation>
    </message>
    <message>
        <source>The text is more than the %1 bytes a layout may have</source>
        <translation>文本超过了布局允许的 %1 字节</translation>
    </message>
    <message>
        <source>links of one logic object</source>
        <translation>单个逻辑对象的链接</translation>
    </message>
    <message>
        <source>INTERPOLATION (Linear, Spline…)</source>
        <translation>INTERPOLATION（Linear、Spline…）</translation>
    </message>
    <message>
        <source>points of one track</source>
        <translation>单条轨道的点</translation>
    </message>
    <message>
        <source>an event track needs a non-empty OBJECTEVENTNAME</source>
        <translation>事件轨道需要非空的 OBJECTEVENTNAME</translation>
    </message>
    <message>
        <source>tracks of one timeline object</source>
        <translation>单个时间线对象的轨道</translation>
    </message>
    <message>
        <source>logic objects</source>
        <translation>逻辑对象</translation>
    </message>
    <message>
        <source>timeline objects</source>
        <translation>时间线对象</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>block [%1] cannot appear inside [%2]</source>
        <translation>块 [%1] 不能出现在 [%2] 内</translation>
    </message>
    <message>
        <source>[/%1] closes no open block (the innermost open one is [%2])</source>
        <translation>[/%1] 没有关闭任何已打开的块（最内层已打开的块为 [%2]）</translation>
    </message>
    <message>
        <source>property %1 cannot appear inside [%2]</source>
        <translation>属性 %1 不能出现在 [%2] 内</translation>
    </message>
    <message>
        <source>expected [BLOCK], [/BLOCK] or &lt;TYPE&gt;KEY:VALUE, found &quot;%1&quot;</source>
        <translation>应为 [BLOCK]、[/BLOCK] 或 &lt;TYPE&gt;KEY:VALUE，实际为“%1”</translation>
    </message>
    <message>
        <source>block [%1] is never closed (the text ends first)</source>
        <translation>块 [%1] 未关闭（文本已先结束）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid %2</source>
        <translation>“%1”不是有效的 %2</translation>
    </message>
    <message>
        <source>more than %1 %2, the most a layout can store</source>
        <translation>%2超过 %1 个，这是布局可存储的上限</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 重复指定</translation>
    </message>
    <message>
        <source>[%1] has no property %2</source>
        <translation>[%1] 没有属性 %2</translation>
    </message>
    <message>
        <source>unknown type &lt;%1&gt;</source>
        <translation>未知类型 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>the text has %1 UTF-16 code units, more than the 65535 a layout can store</source>
        <translation>文本有 %1 个 UTF-16 码元，超过了布局可存储的 65535 个</translation>
    </message>
    <message>
        <source>number from 0 to 255</source>
        <translation>0 到 255 之间的数字</translation>
    </message>
    <message>
        <source>INTEGER64</source>
        <translation>INTEGER64</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::LayoutContent</name>
    <message>
        <source>compiled layout (BINLAYOUT) that cannot be decompiled</source>
        <translation>无法反编译的已编译布局（BINLAYOUT）</translation>
    </message>
    <message numerus="yes">
        <source>compiled layout (BINLAYOUT), decompiled · %n line(s)</source>
        <translation>
            <numerusform>已编译的布局（BINLAYOUT），已反编译 · %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::LayoutDecompiler</name>
    <message>
        <source>A text holds a line break, which a text layout cannot keep</source>
        <translation>文本中含有换行符，文本布局无法保留</translation>
    </message>
    <message>
        <source>The layout has Group objects but no datagroup tree</source>
        <translation>布局有 Group 对象，但没有数据组树</translation>
    </message>
    <message>
        <source>The datagroup root does not match the layout&apos;s Group objects</source>
        <translation>数据组根节点与布局的 Group 对象不匹配</translation>
    </message>
    <message>
        <source>The datagroup tree does not have one node per Group object</source>
        <translation>数据组树中的节点与 Group 对象并非一一对应</translation>
    </message>
    <message>
        <source>Datagroup node %1 does not mirror Group object %2</source>
        <translation>数据组节点 %1 与 Group 对象 %2 不对应</translation>
    </message>
    <message>
        <source>Descriptor %1 is unknown</source>
        <translation>未知的描述符 %1</translation>
    </message>
    <message>
        <source>The object stores its descriptor&apos;s name &quot;%1&quot;, which a text cannot say</source>
        <translation>对象存储了其描述符的名称“%1”，文本无法表达</translation>
    </message>
    <message>
        <source>Datagroup node %1 holds a value no text gives</source>
        <translation>数据组节点 %1 包含文本无法给出的值</translation>
    </message>
    <message>
        <source>Descriptor %1 has no property %2</source>
        <translation>描述符 %1 没有属性 %2</translation>
    </message>
    <message>
        <source>Property %1 of %2 is stored twice</source>
        <translation>%2 的属性 %1 被存储了两次</translation>
    </message>
    <message>
        <source>The NAME property differs from the object&apos;s name &quot;%1&quot;</source>
        <translation>NAME 属性与对象名称“%1”不同</translation>
    </message>
    <message>
        <source>Property %1 holds %2 bytes, which are no %3 value</source>
        <translation>属性 %1 含有 %2 字节，不是有效的 %3 值</translation>
    </message>
    <message>
        <source>A timeline track its text cannot keep (an event track before a property track, or one with both names)</source>
        <translation>文本无法保留的时间线轨道（事件轨道位于属性轨道之前，或同时具有两种名称）</translation>
    </message>
    <message>
        <source>Interpolation %1 is unknown</source>
        <translation>未知的插值方式 %1</translation>
    </message>
    <message>
        <source>The layout stores a size or offset GUTS would have written otherwise (byte %1), which its text cannot keep</source>
        <translation>布局存储的大小或偏移与 GUTS 会写入的不同（字节 %1），其文本无法保留</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::LayoutPlan</name>
    <message>
        <source>descriptor %1</source>
        <translation>描述符 %1</translation>
    </message>
    <message>
        <source>Room piece</source>
        <translation>房间块</translation>
    </message>
    <message>
        <source>Monster or spawner</source>
        <translation>怪物或刷怪点</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>触发器</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Layout link</source>
        <translation>布局链接</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Other object</source>
        <translation>其他对象</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Descriptor</source>
        <translation>描述符</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>代码 %1</translation>
    </message>
    <message>
        <source>level set %1</source>
        <translation>关卡集 %1</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>网格 %1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::MeshBounds</name>
    <message>
        <source>the mesh ends before its header chunk</source>
        <translation>网格在文件头块之前就已结束</translation>
    </message>
    <message>
        <source>big-endian meshes are not read</source>
        <translation>不支持读取大端序网格</translation>
    </message>
    <message>
        <source>not an Ogre binary mesh (no header chunk 0x1000)</source>
        <translation>不是 Ogre 二进制网格（没有文件头块 0x1000）</translation>
    </message>
    <message>
        <source>the mesh ends inside its version string</source>
        <translation>网格在版本字符串中途结束</translation>
    </message>
    <message>
        <source>the mesh&apos;s version string has no end</source>
        <translation>网格的版本字符串没有结尾</translation>
    </message>
    <message>
        <source>the mesh ends inside a chunk header</source>
        <translation>网格在块头中途结束</translation>
    </message>
    <message>
        <source>chunk 0x%1 is shorter than its header</source>
        <translation>块 0x%1 比其块头还短</translation>
    </message>
    <message>
        <source>chunk 0x%1 of %2 bytes runs past the end of its container</source>
        <translation>块 0x%1（%2 字节）超出了其所在容器的末尾</translation>
    </message>
    <message>
        <source>the mesh chunk is empty</source>
        <translation>网格块为空</translation>
    </message>
    <message>
        <source>the mesh declares no bounds (chunk 0x9000)</source>
        <translation>网格未声明包围盒（块 0x9000）</translation>
    </message>
    <message>
        <source>the file holds no mesh chunk (0x3000)</source>
        <translation>文件中没有网格块（0x3000）</translation>
    </message>
    <message>
        <source>the bounds chunk holds %1 of 28 bytes</source>
        <translation>包围盒块只有 %1 字节（应为 28 字节）</translation>
    </message>
    <message>
        <source>the mesh&apos;s bounds are not a box</source>
        <translation>网格的包围盒不是长方体</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2layout::RoomPieceCatalogue</name>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 大于 %2 字节</translation>
    </message>
    <message>
        <source>%1 has no piece with GUID %2</source>
        <translation>%1 中没有 GUID 为 %2 的房间块</translation>
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
    <message>
        <source>The PAK holds %1 bytes; its manifest can address at most %2</source>
        <translation>该 PAK 有 %1 字节；其清单最多只能寻址 %2</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModArchiveAdapter</name>
    <message>
        <source>No entry %1 in this mod</source>
        <translation>此模组中没有条目 %1</translation>
    </message>
    <message>
        <source>Rolling hash: stored %1, computed %2</source>
        <translation>滚动哈希：存储值 %1，计算值 %2</translation>
    </message>
    <message>
        <source>%1 was not opened as a Torchlight 2 mod</source>
        <translation>%1 不是以火炬之光 2 模组打开的</translation>
    </message>
    <message>
        <source>Cannot tell which PAK this manifest describes: its name does not end in “.MAN”</source>
        <translation>无法判断此清单描述的是哪个 PAK：其名称不以“.MAN”结尾</translation>
    </message>
    <message>
        <source>The PAK this manifest describes is missing: no %1 beside it</source>
        <translation>此清单描述的 PAK 缺失：其旁边没有 %1</translation>
    </message>
    <message>
        <source>The manifest of this PAK is missing: no %1 beside it</source>
        <translation>此 PAK 的清单缺失：其旁边没有 %1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModExtractor</name>
    <message>
        <source>Cannot create a staging folder</source>
        <translation>无法创建暂存文件夹</translation>
    </message>
    <message>
        <source>Extraction was canceled</source>
        <translation>提取已取消</translation>
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
        <source>&quot;%1&quot; has %2 items or characters; the format allows at most %3</source>
        <translation>“%1”有 %2 个项或字符；该格式最多允许 %3 个</translation>
    </message>
    <message>
        <source>Regenerating the RAW index files</source>
        <translation>正在重新生成 RAW 索引文件</translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation>%1 已更改</translation>
    </message>
    <message>
        <source>same records in another order</source>
        <translation>记录相同，顺序不同</translation>
    </message>
    <message>
        <source>%1: left out, its sources are gone</source>
        <translation>%1：已省略，其源文件已不存在</translation>
    </message>
    <message>
        <source>%1 (new): %2</source>
        <translation>%1（新）：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 bytes, more than the %2 bytes a source to compile may have</source>
        <translation>%1 字节，超过了待编译源文件允许的 %2 字节</translation>
    </message>
    <message>
        <source>%1 is a file, not a mod folder (a folder with MOD.DAT and MEDIA/)</source>
        <translation>%1 是文件，不是模组文件夹（包含 MOD.DAT 和 MEDIA/ 的文件夹）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModSidecar</name>
    <message>
        <source>The extraction record %1 has a malformed &quot;%2&quot;; delete it to pack the folder as GUTS would</source>
        <translation>解压记录 %1 的“%2”格式有误；删除它即可按 GUTS 的方式打包文件夹</translation>
    </message>
    <message>
        <source>#%1 (type %2 %3, %4 bytes)</source>
        <translation>#%1（类型 %2 %3，%4 字节）</translation>
    </message>
    <message>
        <source>%1 is the path of %2 records: %3. Which one the game reads is not known (specs/tl2.md, deviation 5); an extracted folder holds the last, #%4, and keeps the others below %5</source>
        <translation>%1 是 %2 条记录的路径：%3。游戏读取哪一条未知（specs/tl2.md，偏差 5）；解压的文件夹保存最后一条 #%4，其余保存在 %5 下</translation>
    </message>
    <message>
        <source>The extraction record %1 is not valid JSON (%2); delete it to pack the folder as GUTS would</source>
        <translation>解压记录 %1 不是有效的 JSON（%2）；删除它即可按 GUTS 的方式打包文件夹</translation>
    </message>
    <message>
        <source>The extraction record %1 is not of version %2</source>
        <translation>解压记录 %1 的版本不是 %2</translation>
    </message>
    <message>
        <source>The extraction record is larger than %1 bytes</source>
        <translation>解压记录大于 %1 字节</translation>
    </message>
    <message>
        <source>The extraction record %1 has no valid game version</source>
        <translation>解压记录 %1 中没有有效的游戏版本</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModStructureDescriber</name>
    <message>
        <source>CRC-32</source>
        <translation>CRC-32</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source> (absolute %1)</source>
        <translation> (绝对偏移 %1)</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>File time</source>
        <translation>文件时间</translation>
    </message>
    <message>
        <source>Uncompressed size</source>
        <translation>未压缩大小</translation>
    </message>
    <message>
        <source>Compressed size</source>
        <translation>压缩后大小</translation>
    </message>
    <message>
        <source>0 (stored)</source>
        <translation>0（未压缩）</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>有效载荷</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>zlib stream</source>
        <translation>zlib 数据流</translation>
    </message>
    <message>
        <source>Required mods</source>
        <translation>必需模组</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>Mod id</source>
        <translation>模组 ID</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Removed files</source>
        <translation>移除文件</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Container version</source>
        <translation>容器版本</translation>
    </message>
    <message>
        <source>Mod version</source>
        <translation>模组版本</translation>
    </message>
    <message>
        <source>Game version</source>
        <translation>游戏版本</translation>
    </message>
    <message>
        <source>Word %1</source>
        <translation>字 %1</translation>
    </message>
    <message>
        <source>Data section offset</source>
        <translation>数据段偏移</translation>
    </message>
    <message>
        <source>Manifest offset</source>
        <translation>清单偏移</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>Download URL</source>
        <translation>下载 URL</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>Required hash</source>
        <translation>所需哈希</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>PAK data section</source>
        <translation>PAK 数据段</translation>
    </message>
    <message>
        <source>PAK header</source>
        <translation>PAK 文件头</translation>
    </message>
    <message>
        <source>Max compressed block size</source>
        <translation>最大压缩块大小</translation>
    </message>
    <message>
        <source>Rolling hash</source>
        <translation>滚动哈希</translation>
    </message>
    <message>
        <source>Data blocks</source>
        <translation>数据块</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Record count</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>哈希</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>File count</source>
        <translation>文件数</translation>
    </message>
    <message>
        <source>Block count</source>
        <translation>块数</translation>
    </message>
    <message>
        <source>Directory blocks</source>
        <translation>目录块</translation>
    </message>
    <message>
        <source>Torchlight 2 mod</source>
        <translation>火炬之光 2 模组</translation>
    </message>
    <message>
        <source>Manifest record</source>
        <translation>清单记录</translation>
    </message>
    <message>
        <source>Data block</source>
        <translation>数据块</translation>
    </message>
    <message>
        <source>Torchlight 2 game archive</source>
        <translation>火炬之光 2 游戏归档</translation>
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
    <message>
        <source>%1 has lower-case letters: the game upper-cases the paths it looks for, so it never finds this entry</source>
        <translation>%1 含有小写字母：游戏查找时会把路径转为大写，因此永远找不到此条目</translation>
    </message>
    <message>
        <source>%1 has type %2 (%3), but GUTS gives its extension type %4 (%5)</source>
        <translation>%1 的类型为 %2（%3），但 GUTS 对其扩展名使用类型 %4（%5）</translation>
    </message>
    <message>
        <source>%1 does not parse as a DAT (byte %2): %3</source>
        <translation>%1 无法解析为 DAT（字节 %2）：%3</translation>
    </message>
    <message>
        <source>The RAW indexes could not be checked: %1</source>
        <translation>无法检查 RAW 索引：%1</translation>
    </message>
    <message>
        <source>The mod has sources for %1 but no %1: GUTS writes it when it builds the mod</source>
        <translation>模组有 %1 的源文件但没有 %1：GUTS 生成模组时会写入它</translation>
    </message>
    <message>
        <source>%1 is stale: regenerated from the mod&apos;s sources it would change: %2</source>
        <translation>%1 已过期：按模组源文件重新生成会改变：%2</translation>
    </message>
    <message>
        <source>%1: none of its %2 cells is walkable, so the player cannot move in this level (GUTS writes such grids when the level&apos;s files were missing at build time)</source>
        <translation>%1：%2 个格子中没有一个可行走，玩家无法在此关卡中移动（构建时缺少关卡文件，GUTS 就会写出这样的网格）</translation>
    </message>
    <message>
        <source>%1 is a level layout without its pathing grid %2 beside it: the game&apos;s own grid of that name, if any, must match the edited level</source>
        <translation>%1 是关卡布局，但旁边没有其寻路网格 %2：游戏自带的同名网格（如有）必须与编辑后的关卡一致</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n row(s) naming files the mod does not hold (first: %2)</source>
        <translation>
            <numerusform>%1 中有 %n 行指向模组中不存在的文件（第一个：%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 covers X %2…%3 and Z %4…%5, but %6 of the level&apos;s %7 room pieces stand outside it (the first at X %8, Z %9): the game has no pathing there</source>
        <translation>%1 覆盖 X %2…%3 和 Z %4…%5，但关卡的 %7 个房间块中有 %6 个位于其外（第一个位于 X %8，Z %9）：游戏在那里没有寻路数据</translation>
    </message>
    <message>
        <source>%1 is the grid GUTS writes when it could not load the level (its compiled layout or grid was missing at build time): %2 cells round the world origin, none of them walkable, so the player cannot move in this level</source>
        <translation>%1 是 GUTS 无法加载关卡时写出的网格（构建时缺少其已编译的布局或网格）：世界原点周围的 %2 个格子，没有一个可行走，因此玩家无法在此关卡中移动</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mod::ModWriter</name>
    <message>
        <source>%1 would leave the mod&apos;s MEDIA folder</source>
        <translation>%1 会超出模组的 MEDIA 文件夹</translation>
    </message>
    <message>
        <source>%1 is not a path below MEDIA/ (like MEDIA/UNITS/ITEMS/SWORD.DAT)</source>
        <translation>%1 不是 MEDIA/ 下的路径（如 MEDIA/UNITS/ITEMS/SWORD.DAT）</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n text DAT(s) compiled to BINDAT</source>
        <translation>
            <numerusform>%n 个文本 DAT 已编译为 BINDAT</numerusform>
        </translation>
    </message>
    <message>
        <source>new mod</source>
        <translation>新模组</translation>
    </message>
    <message numerus="yes">
        <source>%n text layout(s) compiled to BINLAYOUT</source>
        <translation>
            <numerusform>已将 %n 个文本布局编译为 BINLAYOUT</numerusform>
        </translation>
    </message>
    <message>
        <source>A mod folder is written on its own, without other edits</source>
        <translation>模组文件夹只能单独写入，不能与其他编辑一同进行</translation>
    </message>
    <message>
        <source>Packing %1</source>
        <translation>正在打包 %1</translation>
    </message>
    <message>
        <source>Regenerating the RAW index files</source>
        <translation>正在重新生成 RAW 索引文件</translation>
    </message>
    <message>
        <source>The RAW indexes were left as they were: %1 (%2)</source>
        <translation>RAW 索引保持原样：%1（%2）</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mpp::MppContent</name>
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
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2mpp::MppDescriber</name>
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
        <source>unusual value</source>
        <translation>异常值</translation>
    </message>
    <message>
        <source>%1 walkable, %2 blocked, %3 outside, %4 other</source>
        <translation>%1 可行走，%2 阻挡，%3 范围外，%4 其他</translation>
    </message>
    <message>
        <source>Row z = %1</source>
        <translation>行 z = %1</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>Grid width (x)</source>
        <translation>网格宽度 (x)</translation>
    </message>
    <message>
        <source>Grid height (z)</source>
        <translation>网格高度 (z)</translation>
    </message>
    <message>
        <source>Origin x</source>
        <translation>原点 x</translation>
    </message>
    <message>
        <source>Origin z</source>
        <translation>原点 z</translation>
    </message>
    <message>
        <source>Extent x</source>
        <translation>范围 x</translation>
    </message>
    <message>
        <source>Extent z</source>
        <translation>范围 z</translation>
    </message>
    <message>
        <source>Torchlight 2 pathing grid</source>
        <translation>火炬之光 2 寻路网格</translation>
    </message>
    <message>
        <source>Cells (%1 × %2, row-major)</source>
        <translation>格子（%1 × %2，行优先）</translation>
    </message>
    <message>
        <source>Trailing bytes</source>
        <translation>尾随字节</translation>
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
    <name>mwb::formats::tl2raw::RawDescriber</name>
    <message>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n 个值</numerusform>
        </translation>
    </message>
    <message>
        <source>record</source>
        <translation>记录</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>RAW index</source>
        <translation>RAW 索引</translation>
    </message>
    <message>
        <source>Not a RAW index file name</source>
        <translation>不是 RAW 索引文件名</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2raw::RawFile</name>
    <message>
        <source>Table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>expected a 64-bit integer</source>
        <translation>应为 64 位整数</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>expected an integer from 0 to %1</source>
        <translation>应为 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 255</source>
        <translation>应为 0 到 255 之间的整数</translation>
    </message>
    <message>
        <source>expected a string of at most %1 UTF-16 code units</source>
        <translation>应为最多 %1 个 UTF-16 码元的字符串</translation>
    </message>
    <message>
        <source>expected strings of at most %1 UTF-16 code units</source>
        <translation>应为每个最多 %1 个 UTF-16 码元的字符串</translation>
    </message>
    <message>
        <source>expected a list of at most %1 strings</source>
        <translation>应为最多包含 %1 个字符串的列表</translation>
    </message>
    <message>
        <source>expected a list of at most %1 integers</source>
        <translation>应为最多包含 %1 个整数的列表</translation>
    </message>
    <message>
        <source>unknown field type</source>
        <translation>未知的字段类型</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) follow the last table of %1</source>
        <translation>
            <numerusform>%1 的最后一个表之后还有 %n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a RAW index file name (expected UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI or ROOMPIECES .RAW)</source>
        <translation>不是 RAW 索引文件名（应为 UNITDATA、SKILLS、AFFIXES、MISSILES、TRIGGERABLES、UI 或 ROOMPIECES .RAW）</translation>
    </message>
    <message>
        <source>%1 needs %2 tables, not %3</source>
        <translation>%1 需要 %2 个表，而不是 %3 个</translation>
    </message>
    <message>
        <source>Table %1 holds %2 records; its count is a u16</source>
        <translation>表 %1 包含 %2 条记录；其计数字段为 u16</translation>
    </message>
    <message>
        <source>Table %1 holds %2 records, beyond the limit of %3</source>
        <translation>表 %1 包含 %2 条记录，超出了 %3 的上限</translation>
    </message>
    <message>
        <source>Table %1 needs one record per record of the table before (%2), not %3</source>
        <translation>表 %1 的记录数需与前一个表的记录数（%2）一致，而不是 %3</translation>
    </message>
    <message>
        <source>Record %1 of table %2 has %3 fields instead of %4</source>
        <translation>表 %2 的记录 %1 有 %3 个字段，而不是 %4 个</translation>
    </message>
    <message>
        <source>Record %1 of table %2, field %3: %4</source>
        <translation>表 %2 的记录 %1，字段 %3：%4</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2raw::RawSources</name>
    <message>
        <source>%1 bytes, beyond the limit of %2 for a source file</source>
        <translation>%1 字节，超出了源文件的大小上限 %2</translation>
    </message>
    <message>
        <source>No MEDIA folder in the mod folder</source>
        <translation>模组文件夹中没有 MEDIA 文件夹</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; are both %3 once upper-cased; rename one of them</source>
        <translation>“%1”和“%2”转换为大写后均为 %3；请重命名其中之一</translation>
    </message>
    <message>
        <source>Not a source of this mod</source>
        <translation>不是此模组的源文件</translation>
    </message>
    <message>
        <source>Not an entry of this mod</source>
        <translation>不是此模组的条目</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2raw::ViewCursor</name>
    <message>
        <source>Needed %1 bytes at offset %2, but the data ends at offset %3</source>
        <translation>需要在偏移 %2 处读取 %1 字节，但数据在偏移 %3 处结束</translation>
    </message>
    <message>
        <source>%1: %2 items declared, beyond the limit of %3</source>
        <translation>%1：声明了 %2 项，超出了 %3 的上限</translation>
    </message>
    <message>
        <source>%1: %2 items of at least %3 bytes each cannot fit in the %4 bytes that remain</source>
        <translation>%1：%2 项（每项至少 %3 字节）无法放入剩余的 %4 字节</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2translate::PlaceholderCheck</name>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>extra %1</source>
        <translation>多出 %1</translation>
    </message>
    <message>
        <source>placeholders differ: %1</source>
        <translation>占位符不同：%1</translation>
    </message>
    <message>
        <source>the translation holds a line break, which a DAT string cannot hold</source>
        <translation>翻译中含有换行符，而 DAT 字符串不能包含换行符</translation>
    </message>
    <message>
        <source>the translation is much longer than the original and may overflow its box</source>
        <translation>翻译比原文长得多，可能会超出其显示框</translation>
    </message>
    <message>
        <source>the translation is longer than the 65535 characters a DAT string can hold</source>
        <translation>翻译超过了 DAT 字符串可容纳的 65535 个字符</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2translate::PoFile</name>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>the message has no msgstr</source>
        <translation>该消息没有 msgstr</translation>
    </message>
    <message>
        <source>a second header entry (msgid &quot;&quot;)</source>
        <translation>第二个文件头条目（msgid &quot;&quot;）</translation>
    </message>
    <message>
        <source>the message repeats an earlier msgid (and msgctxt)</source>
        <translation>该消息与之前的 msgid（及 msgctxt）重复</translation>
    </message>
    <message>
        <source>expected a string in double quotes</source>
        <translation>应为双引号中的字符串</translation>
    </message>
    <message>
        <source>an unescaped double quote inside a string</source>
        <translation>字符串中有未转义的双引号</translation>
    </message>
    <message>
        <source>a string ends in a lone backslash</source>
        <translation>字符串以单独的反斜杠结尾</translation>
    </message>
    <message>
        <source>unknown escape \%1</source>
        <translation>未知的转义 \%1</translation>
    </message>
    <message>
        <source>an octal escape above \177 (write the character itself)</source>
        <translation>八进制转义超过 \177（请直接写出该字符）</translation>
    </message>
    <message>
        <source>a string that continues no msgid or msgstr</source>
        <translation>不属于任何 msgid 或 msgstr 的续行字符串</translation>
    </message>
    <message>
        <source>plural forms (Torchlight 2 strings have none)</source>
        <translation>复数形式（火炬之光 2 的字符串没有复数形式）</translation>
    </message>
    <message>
        <source>#| holds only msgctxt and msgid</source>
        <translation>#| 只能包含 msgctxt 和 msgid</translation>
    </message>
    <message>
        <source>%1 after msgid</source>
        <translation>msgid 之后出现 %1</translation>
    </message>
    <message>
        <source>msgstr without a msgid before it</source>
        <translation>msgstr 之前没有 msgid</translation>
    </message>
    <message>
        <source>not a PO keyword: %1</source>
        <translation>不是 PO 关键字：%1</translation>
    </message>
    <message>
        <source>a comment between msgid and msgstr</source>
        <translation>msgid 与 msgstr 之间有注释</translation>
    </message>
    <message>
        <source>The PO file is larger than %1 MiB</source>
        <translation>PO 文件大于 %1 MiB</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>The PO file is in %1; only UTF-8 is supported</source>
        <translation>PO 文件的编码为 %1；仅支持 UTF-8</translation>
    </message>
    <message>
        <source>Cannot read the PO file: %1</source>
        <translation>无法读取 PO 文件：%1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2translate::StringCollector</name>
    <message>
        <source>not used by the mod&apos;s DATs</source>
        <translation>未被模组的 DAT 使用</translation>
    </message>
    <message>
        <source>translation of the game</source>
        <translation>游戏自带的翻译</translation>
    </message>
    <message>
        <source>Collecting the strings was canceled</source>
        <translation>字符串收集已取消</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2translate::TranslationBuilder</name>
    <message>
        <source>The translation needs a language name</source>
        <translation>翻译需要语言名称</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 translation of %2. Load it after %2, which it needs.</source>
        <translation>%2 的 %1 翻译。它依赖 %2，请在 %2 之后加载。</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>mwb::formats::tl2translate::TranslationDat</name>
    <message>
        <source>Not a TRANSLATION.DAT: its root block is [%1], not [TRANSLATIONS]</source>
        <translation>不是 TRANSLATION.DAT：其根块为 [%1]，而不是 [TRANSLATIONS]</translation>
    </message>
</context>
<context>
    <name>mwb::formats::wow::ClientPatch</name>
    <message>
        <source>%1 holds %2 and the client loads it after %3, so the copy in %3 would never be seen: write into a patch the client loads later (--patch)</source>
        <translation>%1 包含 %2，且客户端在 %3 之后加载它，因此 %3 中的副本永远不会生效：请写入客户端更晚加载的补丁（--patch）</translation>
    </message>
    <message>
        <source>No archive the client loads holds %1</source>
        <translation>客户端加载的归档中都没有 %1</translation>
    </message>
    <message>
        <source>Cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::formats::wow::IconPatch</name>
    <message>
        <source>The image is empty or its pixels do not match its size</source>
        <translation>图像为空，或其像素数据与尺寸不符</translation>
    </message>
    <message>
        <source>The image is %1×%2; icons are read up to %3 pixels a side</source>
        <translation>图像尺寸为 %1×%2；用作图标的图像边长不能超过 %3 像素</translation>
    </message>
    <message>
        <source>No icons to add</source>
        <translation>没有要添加的图标</translation>
    </message>
    <message>
        <source>Two icons are named %1 (%2 and %3)</source>
        <translation>有两个图标都命名为 %1（%2 和 %3）</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Cannot name an icon &quot;%1&quot;: use 1 to %2 ASCII letters, digits and _ - . ( ) (no spaces or \ / : * ? &quot; &lt; &gt; |)</source>
        <translation>无法将图标命名为“%1”：请使用 1 到 %2 个 ASCII 字母、数字及 _ - . ( )（不能含空格或 \ / : * ? &quot; &lt; &gt; |）</translation>
    </message>
    <message>
        <source>The table has no column of icon paths</source>
        <translation>该表没有图标路径列</translation>
    </message>
    <message numerus="yes">
        <source>Encoding %n icon(s)</source>
        <translation>
            <numerusform>正在编码 %n 个图标</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::formats::wow::ItemPatch</name>
    <message>
        <source>The source has no column %1 of %2</source>
        <translation>源中没有 %2 的列 %1</translation>
    </message>
    <message>
        <source>Line %1: %2 is not a number</source>
        <translation>第 %1 行：%2 不是数字</translation>
    </message>
    <message>
        <source>The source has no item %1</source>
        <translation>源中没有物品 %1</translation>
    </message>
    <message>
        <source>The table has no field %1</source>
        <translation>该表没有字段 %1</translation>
    </message>
    <message>
        <source>The table has no InventoryIcon field</source>
        <translation>该表没有 InventoryIcon 字段</translation>
    </message>
    <message>
        <source>The source holds no items</source>
        <translation>源中没有物品</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n item(s)</source>
        <translation>
            <numerusform>正在写入 %n 个物品</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::formats::wow::PatchTargets</name>
    <message>
        <source>A 3.3.5a client loads no custom patch named %1: name patch-4…9 or patch-A…Z.MPQ in Data, or patch-%2-4…9 or -A…Z.MPQ in its locale folder %2</source>
        <translation>3.3.5a 客户端不会加载名为 %1 的自定义补丁：请在 Data 中命名为 patch-4…9 或 patch-A…Z.MPQ，或在其语言区域文件夹 %2 中命名为 patch-%2-4…9 或 -A…Z.MPQ</translation>
    </message>
    <message>
        <source>The patch is not inside the Data folder %1</source>
        <translation>补丁不在 Data 文件夹 %1 内</translation>
    </message>
    <message>
        <source>Name the patch either as the first argument or with --patch</source>
        <translation>请通过第一个参数或 --patch 指定补丁，二者只能选其一</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>没有该文件或文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::formats::wow::SpellPatch</name>
    <message>
        <source>The source holds no spells</source>
        <translation>源中没有法术</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n spell(s)</source>
        <translation>
            <numerusform>正在写入 %n 个法术</numerusform>
        </translation>
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
    <message>
        <source>%1 files have no checks to run</source>
        <translation>%1 文件没有可运行的检查</translation>
    </message>
    <message>
        <source>Check what the game checks: hashes, checksums, every entry readable</source>
        <translation>检查游戏所检查的内容：哈希、校验和、每个条目可读</translation>
    </message>
    <message>
        <source>%1 files take no listfiles</source>
        <translation>%1 文件不接受列表文件</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>&amp;Compact</source>
        <translation>压缩整理(&amp;C)</translation>
    </message>
    <message>
        <source>Rewrite the archive without the space deleted and replaced files left behind</source>
        <translation>重写归档，去除已删除和被替换文件留下的空间</translation>
    </message>
    <message>
        <source>Looking for files in %1</source>
        <translation>正在 %1 中查找文件</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more</source>
        <translation>
            <numerusform>…还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Files Exist Already</source>
        <translation>文件已存在</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to extract exist in %1 already:</source>
        <translation>
            <numerusform>%1 中已存在 %n 个要提取的文件：</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite All</source>
        <translation>全部覆盖</translation>
    </message>
    <message>
        <source>Skip All</source>
        <translation>全部跳过</translation>
    </message>
    <message>
        <source>Keep Both (Rename All)</source>
        <translation>保留两者（全部重命名）</translation>
    </message>
    <message numerus="yes">
        <source>%n existing file(s) kept</source>
        <translation>
            <numerusform>保留了 %n 个现有文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n written under a new name</source>
        <translation>
            <numerusform>%n 个以新名称写入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing file(s) replaced</source>
        <translation>
            <numerusform>替换了 %n 个现有文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::ArchiveDocument</name>
    <message>
        <source>%1 holds no files.</source>
        <translation>%1 中没有文件。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>This window cannot edit archives</source>
        <translation>此窗口无法编辑归档</translation>
    </message>
    <message>
        <source>The archive %1 was in is no longer open</source>
        <translation>%1 所在的归档已不再打开</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n File(s)</source>
        <translation>
            <numerusform>添加 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <source>The written archive does not open again</source>
        <translation>写出的归档无法重新打开</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Saving was canceled</source>
        <translation>保存已取消</translation>
    </message>
    <message>
        <source>Reading names into %1</source>
        <translation>正在将名称读入 %1</translation>
    </message>
    <message>
        <source>Looking for names in %1</source>
        <translation>正在 %1 中查找名称</translation>
    </message>
    <message>
        <source>Looking for names failed: %1</source>
        <translation>查找名称失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Recovered %1 of %n name(s) in %2; open it again to see them</source>
        <translation>
            <numerusform>在 %2 中找回了 %n 个名称中的 %1 个；重新打开它即可看到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recovered %1 of %n name(s) in %2</source>
        <translation>
            <numerusform>在 %2 中找回了 %n 个名称中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for names was canceled</source>
        <translation>名称查找已取消</translation>
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
    <name>mwb::gui::CompareController</name>
    <message>
        <source>Compare With &amp;File…</source>
        <translation>与文件比较(&amp;F)…</translation>
    </message>
    <message>
        <source>Compare With Fol&amp;der…</source>
        <translation>与文件夹比较(&amp;D)…</translation>
    </message>
    <message>
        <source>Compare With File</source>
        <translation>与文件比较</translation>
    </message>
    <message>
        <source>Compare With Folder</source>
        <translation>与文件夹比较</translation>
    </message>
    <message>
        <source>Comparing %1 with %2</source>
        <translation>正在比较 %1 与 %2</translation>
    </message>
</context>
<context>
    <name>mwb::gui::CompareDialog</name>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>比较 %1 与 %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Select a changed entry to see what changed inside it.</source>
        <translation>选择一个已更改的条目以查看其内部的更改。</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:%1&quot;&gt;%2 added&lt;/span&gt; · &lt;span style=&quot;color:%3&quot;&gt;%4 removed&lt;/span&gt; · &lt;span style=&quot;color:%5&quot;&gt;%6 changed&lt;/span&gt; · &lt;span style=&quot;color:%7&quot;&gt;%8 renamed, %9 moved&lt;/span&gt; · %10 unchanged</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;新增 %2&lt;/span&gt; · &lt;span style=&quot;color:%3&quot;&gt;删除 %4&lt;/span&gt; · &lt;span style=&quot;color:%5&quot;&gt;更改 %6&lt;/span&gt; · &lt;span style=&quot;color:%7&quot;&gt;重命名 %8，移动 %9&lt;/span&gt; · 未变 %10</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处更改</numerusform>
        </translation>
    </message>
    <message>
        <source>Only in %1</source>
        <translation>仅在 %1 中</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ConflictsController</name>
    <message>
        <source>Show Conf&amp;licts…</source>
        <translation>显示冲突(&amp;L)…</translation>
    </message>
    <message>
        <source>Which mods of the open stack share files, which one wins, and which DAT properties they change differently</source>
        <translation>打开的堆栈中哪些模组共有文件、哪个生效，以及它们对哪些 DAT 属性做了不同修改</translation>
    </message>
    <message>
        <source>Mer&amp;ge into New Mod…</source>
        <translation>合并为新模组(&amp;G)…</translation>
    </message>
    <message>
        <source>Write the open stack of mods as one new .MOD, picking the winner of each conflict</source>
        <translation>把打开的模组堆栈写成一个新的 .MOD，并为每个冲突选择生效者</translation>
    </message>
    <message numerus="yes">
        <source>Looking for conflicts between %n mod(s)</source>
        <translation>
            <numerusform>正在查找 %n 个模组之间的冲突</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging %n mod(s) into %1</source>
        <translation>
            <numerusform>正在将 %n 个模组合并为 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Merged into %1: %2 files, %3 DATs merged by property, %4 conflicts settled</source>
        <translation>已合并为 %1：%2 个文件，%3 个 DAT 逐属性合并，%4 个冲突已解决</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ConflictsDialog</name>
    <message>
        <source>(removed)</source>
        <translation>（已移除）</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>File / property</source>
        <translation>文件 / 属性</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mods / values</source>
        <translation>模组 / 取值</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>生效者</translation>
    </message>
    <message>
        <source>Files in which two mods conflict</source>
        <translation>两个模组发生冲突的文件数</translation>
    </message>
    <message>
        <source>Compare With &amp;Base…</source>
        <translation>与基准比较(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Merge into New Mod…</source>
        <translation>合并为新模组(&amp;M)…</translation>
    </message>
    <message>
        <source>Write the mods as one new .MOD with the winners picked here</source>
        <translation>按这里选定的生效者把这些模组写成一个新的 .MOD</translation>
    </message>
    <message>
        <source>No base: every DAT property that differs between the mods is a possible conflict.</source>
        <translation>无基准：模组之间不同的每个 DAT 属性都是可能的冲突。</translation>
    </message>
    <message>
        <source>Compared with the base %1.</source>
        <translation>已与基准 %1 比较。</translation>
    </message>
    <message numerus="yes">
        <source>%n mod(s) in load order (the last one wins). %1. %2</source>
        <translation>
            <numerusform>加载顺序中的 %n 个模组（最后一个生效）。%1。%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disjoint change(s), merged without conflict</source>
        <translation>
            <numerusform>%n 处互不重叠的修改，已无冲突合并</numerusform>
        </translation>
    </message>
    <message>
        <source>base: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>same value</source>
        <translation>取值相同</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>possible conflict</source>
        <translation>可能冲突</translation>
    </message>
    <message>
        <source>The mod whose version the merged mod keeps</source>
        <translation>合并后的模组保留其版本的模组</translation>
    </message>
    <message>
        <source>The Game&apos;s MEDIA Folder</source>
        <translation>游戏的 MEDIA 文件夹</translation>
    </message>
    <message>
        <source>Merge into New Mod</source>
        <translation>合并为新模组</translation>
    </message>
    <message>
        <source>Torchlight 2 mods (*.MOD *.mod)</source>
        <translation>火炬之光 2 模组 (*.MOD *.mod)</translation>
    </message>
    <message>
        <source>Compare the mods with the game&apos;s own files (its archive or its unpacked MEDIA folder) to tell real conflicts from harmless overlaps</source>
        <translation>将模组与游戏自身文件（其归档或解包后的 MEDIA 文件夹）比较，以区分真正的冲突与无害的重叠</translation>
    </message>
    <message>
        <source>The Game&apos;s Archive (%1)</source>
        <translation>游戏的归档（%1）</translation>
    </message>
    <message>
        <source>Another Folder…</source>
        <translation>其他文件夹…</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ContentDiffView</name>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>The content is the same</source>
        <translation>内容相同</translation>
    </message>
    <message>
        <source>%1 more changes are not listed</source>
        <translation>另有 %1 处更改未列出</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ContentDocument</name>
    <message>
        <source>Typing</source>
        <translation>键入</translation>
    </message>
    <message>
        <source>%1 is not beside it</source>
        <translation>旁边没有 %1</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>%1 content is shown here, not edited</source>
        <translation>此处仅显示 %1 内容，不可编辑</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>mwb::gui::DocumentLoading</name>
    <message>
        <source>%1 is too large to show here (%2); its bytes are in the Hex dock, and it can be extracted</source>
        <translation>%1 太大，无法在此显示（%2）；其字节可在十六进制停靠窗口中查看，也可以将其提取</translation>
    </message>
    <message>
        <source>%1 is too large to show here (%2)</source>
        <translation>%1 太大，无法在此显示（%2）</translation>
    </message>
</context>
<context>
    <name>mwb::gui::DocumentManager</name>
    <message>
        <source>Opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message numerus="yes">
        <source>Opening a stack of %n archive(s)</source>
        <translation>
            <numerusform>正在打开由 %n 个归档组成的堆栈</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a file of %2</source>
        <translation>%1 不是 %2 中的文件</translation>
    </message>
    <message>
        <source>%1 is being saved; close it when the save has ended</source>
        <translation>正在保存 %1；请在保存结束后再关闭</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) have unsaved changes:
%1

Save them?</source>
        <translation>
            <numerusform>%n 个文档有未保存的更改：
%1

是否保存？</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
</context>
<context>
    <name>mwb::gui::DragOutMimeData</name>
    <message numerus="yes">
        <source>Preparing %n dragged file(s) from %1</source>
        <translation>
            <numerusform>正在准备从 %1 拖出的 %n 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::EditController</name>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Add F&amp;older…</source>
        <translation>添加文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Replace…</source>
        <translation>替换(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>重命名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>New Fol&amp;der</source>
        <translation>新建文件夹(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>复制路径(&amp;C)</translation>
    </message>
    <message>
        <source>Add files to the selected folder; written when you save</source>
        <translation>向所选文件夹添加文件；保存时写入</translation>
    </message>
    <message>
        <source>Add a folder with everything below it; written when you save</source>
        <translation>添加文件夹及其下所有内容；保存时写入</translation>
    </message>
    <message>
        <source>Replace the selected file with another file</source>
        <translation>用另一个文件替换所选文件</translation>
    </message>
    <message>
        <source>Rename the selected entry or folder in place</source>
        <translation>就地重命名所选条目或文件夹</translation>
    </message>
    <message>
        <source>Delete the selected entries; they stay listed, struck out, until you save</source>
        <translation>删除所选条目；保存前它们以删除线显示</translation>
    </message>
    <message>
        <source>Make a new folder in the selected folder</source>
        <translation>在所选文件夹中新建文件夹</translation>
    </message>
    <message>
        <source>Copy the archive paths of the selected rows</source>
        <translation>复制所选行的归档路径</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>替换 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Item(s)</source>
        <translation>
            <numerusform>删除 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a name: it may not contain / or \</source>
        <translation>“%1”不是有效名称：不能包含 / 或 \</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>New Folder %1</source>
        <translation>新建文件夹 %1</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>创建 %1</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>No archive is open</source>
        <translation>没有打开的归档</translation>
    </message>
</context>
<context>
    <name>mwb::gui::EditPlan</name>
    <message>
        <source>%1 is already in the archive</source>
        <translation>%1 已在归档中</translation>
    </message>
    <message>
        <source>%1 is not in the archive</source>
        <translation>%1 不在归档中</translation>
    </message>
</context>
<context>
    <name>mwb::gui::EntryAttributesController</name>
    <message>
        <source>Set &amp;Locale…</source>
        <translation>设置语言区域(&amp;L)…</translation>
    </message>
    <message>
        <source>P&amp;roperties…</source>
        <translation>属性(&amp;R)…</translation>
    </message>
    <message>
        <source>Store the selected files for one language (0: every language)</source>
        <translation>将所选文件存储为某一语言的版本（0：所有语言）</translation>
    </message>
    <message numerus="yes">
        <source>Set Locale of %n File(s) to %1</source>
        <translation>
            <numerusform>将 %n 个文件的语言区域设为 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Locale</source>
        <translation>设置语言区域</translation>
    </message>
    <message>
        <source>Language the game reads the selected files for:</source>
        <translation>游戏读取所选文件时对应的语言：</translation>
    </message>
    <message>
        <source>Not in the archive file yet: written when you save</source>
        <translation>尚未写入归档文件：保存时写入</translation>
    </message>
</context>
<context>
    <name>mwb::gui::EntryDocument</name>
    <message>
        <source>The archive is no longer open</source>
        <translation>该归档已不再打开</translation>
    </message>
    <message>
        <source>%1 records it in %2 (save the archive to write it)</source>
        <translation>按 %1 可将其记录到 %2 中（保存归档后才会写入）</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
</context>
<context>
    <name>mwb::gui::EntryPropertiesDialog</name>
    <message>
        <source>Properties of %1</source>
        <translation>%1 的属性</translation>
    </message>
    <message>
        <source>Path:</source>
        <translation>路径：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>Stored size:</source>
        <translation>存储大小：</translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation>压缩：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Checksum:</source>
        <translation>校验和：</translation>
    </message>
    <message>
        <source>none stored</source>
        <translation>未存储</translation>
    </message>
    <message>
        <source>Locale:</source>
        <translation>语言区域：</translation>
    </message>
    <message>
        <source>Records in the archive file:</source>
        <translation>归档文件中的记录：</translation>
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
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 (%n entries, %2)</source>
        <translation>
            <numerusform>已保存 %1（%n 个条目，%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;New Archive…</source>
        <translation>新建归档(&amp;N)…</translation>
    </message>
    <message>
        <source>Creating %1</source>
        <translation>正在创建 %1</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>全部保存(&amp;L)</translation>
    </message>
    <message>
        <source>Save the document with its changes as another file</source>
        <translation>将包含更改的文档另存为其他文件</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Browse a folder&apos;s files as a read-only archive (a Torchlight 2 mod folder, an extracted archive); a WoW Data folder opens as its stack</source>
        <translation>将文件夹中的文件作为只读归档浏览（火炬之光 2 模组文件夹、已提取的归档）；WoW Data 文件夹会作为其归档堆栈打开</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::gui::FileDocument</name>
    <message>
        <source>%1 did not open: %2</source>
        <translation>%1 未能打开：%2</translation>
    </message>
    <message>
        <source>%1 is read-only on disk</source>
        <translation>%1 在磁盘上是只读的</translation>
    </message>
    <message>
        <source>%1 saves the file</source>
        <translation>按 %1 保存文件</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
</context>
<context>
    <name>mwb::gui::GameFolderController</name>
    <message>
        <source>Torchlight 2 &amp;Game Folder…</source>
        <translation>火炬之光 2 游戏文件夹(&amp;G)…</translation>
    </message>
    <message>
        <source>Where Torchlight 2 is installed: level plans find the game&apos;s room pieces in its PAKS/DATA.PAK (Steam&apos;s default install is found without it)</source>
        <translation>火炬之光 2 的安装位置：关卡平面图会在其 PAKS/DATA.PAK 中查找游戏的房间块（Steam 默认安装位置无需设置即可找到）</translation>
    </message>
    <message>
        <source>Torchlight 2 Game Folder (the one holding PAKS/DATA.PAK)</source>
        <translation>火炬之光 2 游戏文件夹（包含 PAKS/DATA.PAK 的文件夹）</translation>
    </message>
    <message>
        <source>%1 holds no PAKS/DATA.PAK: it is not a Torchlight 2 installation</source>
        <translation>%1 中没有 PAKS/DATA.PAK：它不是火炬之光 2 的安装目录</translation>
    </message>
    <message>
        <source>The game&apos;s files are read from %1</source>
        <translation>将从 %1 读取游戏文件</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ImageExportController</name>
    <message>
        <source>Export &amp;Images…</source>
        <translation>导出图像(&amp;I)…</translation>
    </message>
    <message>
        <source>Write every BLP, DDS, TGA and PNG of the selection (or of the whole archive when nothing is selected) as PNG files, keeping their folders</source>
        <translation>将所选内容（未选择时为整个归档）中的每个 BLP、DDS、TGA 和 PNG 写为 PNG 文件，并保留其文件夹</translation>
    </message>
    <message>
        <source>Export &amp;Spell Icons…</source>
        <translation>导出法术图标(&amp;S)…</translation>
    </message>
    <message>
        <source>Export All &amp;Images…</source>
        <translation>导出所有图像(&amp;I)…</translation>
    </message>
    <message>
        <source>Write the icon of every SpellIcon.dbc row as ID_name.png, with an index of the found and missing ones</source>
        <translation>将 SpellIcon.dbc 每一行的图标写为 ID_name.png，并生成已找到和缺失图标的索引</translation>
    </message>
    <message>
        <source>The archive holds no %1</source>
        <translation>归档中没有 %1</translation>
    </message>
    <message>
        <source>Export Images To</source>
        <translation>导出图像到</translation>
    </message>
    <message>
        <source>Export Spell Icons To</source>
        <translation>导出法术图标到</translation>
    </message>
    <message>
        <source>Exporting images from %1</source>
        <translation>正在从 %1 导出图像</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n image(s) as PNG (%1) to %2</source>
        <translation>
            <numerusform>已将 %n 个图像以 PNG（%1）导出到 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting spell icons from %1</source>
        <translation>正在从 %1 导出法术图标</translation>
    </message>
    <message>
        <source>Spell Icons Exported</source>
        <translation>法术图标已导出</translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) written to %1.</source>
        <translation>
            <numerusform>已将 %n 个图标写入 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) named in SpellIcon.dbc are not in the archive: see %1.</source>
        <translation>
            <numerusform>SpellIcon.dbc 中列出的 %n 个图标不在归档中：见 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::Inspection</name>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Failing byte</source>
        <translation>出错字节</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>pending: written when the archive is saved</source>
        <translation>待处理：保存归档时写入</translation>
    </message>
    <message>
        <source>too large to inspect here (%1); extract it to open it with another tool</source>
        <translation>太大，无法在此检查（%1）；请将其提取后用其他工具打开</translation>
    </message>
    <message>
        <source>too large to inspect here (%1)</source>
        <translation>太大，无法在此检查（%1）</translation>
    </message>
</context>
<context>
    <name>mwb::gui::InspectorController</name>
    <message>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ItemsFromServerDialog</name>
    <message>
        <source>Items from Server</source>
        <translation>从服务器导入物品</translation>
    </message>
    <message>
        <source>item_template.sql, or mysql://user@host/world/item_template</source>
        <translation>item_template.sql，或 mysql://user@host/world/item_template</translation>
    </message>
    <message>
        <source>The server&apos;s item_template: an SQL dump, a CSV or JSON file, or mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template</source>
        <translation>服务器的 item_template：SQL 转储、CSV 或 JSON 文件，或 mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template</translation>
    </message>
    <message>
        <source>All items of the source</source>
        <translation>来源中的全部物品</translation>
    </message>
    <message>
        <source>The item entries to put in, separated by spaces or commas; empty for all</source>
        <translation>要写入的物品条目，以空格或逗号分隔；留空表示全部</translation>
    </message>
    <message>
        <source>None: the items keep their displays</source>
        <translation>无：物品保留原有的显示 ID</translation>
    </message>
    <message>
        <source>An image shown as the items&apos; icon: it becomes a 64×64 icon named after the file, and each server display gets a new ItemDisplayInfo row naming it</source>
        <translation>用作物品图标的图像：将转换为以文件名命名的 64×64 图标，并为服务器的每个显示 ID 新增一条引用该图标的 ItemDisplayInfo 行</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Entries:</source>
        <translation>条目(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Icon:</source>
        <translation>图标(&amp;I)：</translation>
    </message>
    <message>
        <source>item_template</source>
        <translation>item_template</translation>
    </message>
    <message>
        <source>Server tables (*.sql *.csv *.json);;All files (*)</source>
        <translation>服务器表 (*.sql *.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>图标</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tga);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp *.tga);;所有文件 (*)</translation>
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
    <message numerus="yes">
        <source>%1 · %n entries · %2 unpacked</source>
        <translation>
            <numerusform>%1 · %n 个条目 · 解压后 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] — Mod Workbench</source>
        <translation>%1[*] — Mod Workbench</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No file open.

Use File › Open…, or drop a file here: %1, a texture, a table, a DAT or any other file, or a folder to browse. Or pack a mod folder with Archive › Pack Folder into .MOD…</source>
        <translation>未打开文件。

请使用“文件 › 打开…”，或将文件拖放到此处：%1、纹理、表、DAT 或任何其他文件，也可以拖入要浏览的文件夹。或者通过“归档 › 将文件夹打包为 .MOD…”打包模组文件夹。</translation>
    </message>
</context>
<context>
    <name>mwb::gui::NewArchiveDialog</name>
    <message>
        <source>New Archive</source>
        <translation>新建归档</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Made for:</source>
        <translation>用于：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
    <name>mwb::gui::PageController</name>
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
</context>
<context>
    <name>mwb::gui::PatchPreviewDialog</name>
    <message>
        <source>&amp;Write Patch</source>
        <translation>写入补丁(&amp;W)</translation>
    </message>
    <message>
        <source>Double-click to change</source>
        <translation>双击以更改</translation>
    </message>
</context>
<context>
    <name>mwb::gui::ShadowedCopyController</name>
    <message>
        <source>Open This Copy&apos;s Archive</source>
        <translation>打开此副本所在的归档</translation>
    </message>
    <message>
        <source>Open the layer that holds this shadowed copy on its own, with the file selected</source>
        <translation>单独打开存放此被覆盖副本的图层，并选中该文件</translation>
    </message>
    <message>
        <source>Extract This Copy…</source>
        <translation>提取此副本…</translation>
    </message>
    <message>
        <source>Save the bytes of this shadowed copy (not the copy in use) to a file</source>
        <translation>将此被覆盖副本（而非正在使用的副本）的字节保存为文件</translation>
    </message>
    <message>
        <source>Compare With the Copy in Use</source>
        <translation>与正在使用的副本比较</translation>
    </message>
    <message>
        <source>Show what the copy that wins changes in this one</source>
        <translation>显示胜出的副本相对此副本改动了什么</translation>
    </message>
    <message>
        <source>Extract This Copy</source>
        <translation>提取此副本</translation>
    </message>
    <message>
        <source>Extracting a copy from %1</source>
        <translation>正在从 %1 提取副本</translation>
    </message>
    <message>
        <source>Saved %1 (%2)</source>
        <translation>已保存 %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>Comparing two copies of %1</source>
        <translation>正在比较 %1 的两个副本</translation>
    </message>
</context>
<context>
    <name>mwb::gui::SignatureQuestion</name>
    <message>
        <source>Signed Archive</source>
        <translation>已签名的归档</translation>
    </message>
    <message>
        <source>%1 has a weak signature. Saving changes its bytes, so the signature must be made again or the archive saved without one.</source>
        <translation>%1 带有弱签名。保存会改变其字节，因此必须重新生成签名，或者将归档保存为不带签名。</translation>
    </message>
    <message>
        <source>Sign Again with the Weak Signature</source>
        <translation>用弱签名重新签名</translation>
    </message>
    <message>
        <source>Save Without a Signature</source>
        <translation>不带签名保存</translation>
    </message>
    <message>
        <source>%1 has a strong signature, which only its maker&apos;s key can make again: the saved archive will not have it.</source>
        <translation>%1 带有强签名，只有其制作者的密钥才能重新生成：保存后的归档将不带该签名。</translation>
    </message>
    <message>
        <source>Save Without the Signature</source>
        <translation>去掉签名并保存</translation>
    </message>
</context>
<context>
    <name>mwb::gui::StackController</name>
    <message>
        <source>Layers</source>
        <translation>图层</translation>
    </message>
    <message>
        <source>Open &amp;WoW Data Folder…</source>
        <translation>打开 &amp;WoW Data 文件夹…</translation>
    </message>
    <message>
        <source>Open a World of Warcraft 3.3.5a client&apos;s archives as the client stacks them</source>
        <translation>按客户端的堆叠方式打开 World of Warcraft 3.3.5a 客户端的归档</translation>
    </message>
    <message>
        <source>Open as S&amp;tack…</source>
        <translation>作为堆栈打开(&amp;T)…</translation>
    </message>
    <message>
        <source>Open several archives as one tree, the last one winning</source>
        <translation>将多个归档作为一棵树打开，最后一个优先</translation>
    </message>
    <message>
        <source>Highest priority first; drag a layer to change the order</source>
        <translation>优先级最高的在前；拖动图层以更改顺序</translation>
    </message>
    <message>
        <source>Open WoW Data Folder</source>
        <translation>打开 WoW Data 文件夹</translation>
    </message>
    <message>
        <source>Open as Stack (lowest priority first)</source>
        <translation>作为堆栈打开（优先级最低的在前）</translation>
    </message>
    <message>
        <source>Reordering the stack</source>
        <translation>正在重新排列堆栈</translation>
    </message>
</context>
<context>
    <name>mwb::gui::TransferController</name>
    <message>
        <source>Add to %1?</source>
        <translation>添加到 %1？</translation>
    </message>
    <message>
        <source>Open Instead</source>
        <translation>改为打开</translation>
    </message>
    <message numerus="yes">
        <source>Add %n dropped item(s) to %1 below %2/ (written when you save), or open the first one instead?</source>
        <translation>
            <numerusform>将 %n 个拖入的项目添加到 %1 的 %2/ 下（保存时写入），还是改为打开第一个？</numerusform>
        </translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
</context>
<context>
    <name>mwb::gui::TranslateController</name>
    <message>
        <source>&amp;Mod</source>
        <translation>模组(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Translate…</source>
        <translation>翻译(&amp;T)…</translation>
    </message>
    <message>
        <source>Translate the strings of a Torchlight 2 mod: a table of its texts, a PO file for translators, and the game&apos;s TRANSLATION.DAT built into the mod or a separate mod</source>
        <translation>翻译火炬之光 2 模组的字符串：列出其文本的表格、供译者使用的 PO 文件，以及构建到该模组或单独模组中的游戏 TRANSLATION.DAT</translation>
    </message>
    <message>
        <source>Collecting the strings of %1</source>
        <translation>正在收集 %1 的字符串</translation>
    </message>
    <message numerus="yes">
        <source>%n DAT(s) could not be read: their strings are missing (the first: %1)</source>
        <translation>
            <numerusform>%n 个 DAT 无法读取：缺少其中的字符串（第一个：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Translate a Mod</source>
        <translation>翻译模组</translation>
    </message>
    <message>
        <source>Torchlight 2 mods (*.MOD *.mod);;All files (*)</source>
        <translation>火炬之光 2 模组 (*.MOD *.mod);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Building the %1 translation</source>
        <translation>正在构建 %1 翻译</translation>
    </message>
    <message>
        <source>Building the %1 translation into %2</source>
        <translation>正在将 %1 翻译构建到 %2</translation>
    </message>
    <message>
        <source>Building the translation was canceled</source>
        <translation>翻译构建已取消</translation>
    </message>
    <message>
        <source>left out %1 untranslated, %2 fuzzy and %3 with problems</source>
        <translation>省略了 %1 条未翻译、%2 条模糊和 %3 条有问题的翻译</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n translation(s); %2</source>
        <translation>
            <numerusform>已写入 %1：%n 条翻译；%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n translation(s) to the mod as a pending edit (save the mod to keep them); %1</source>
        <translation>
            <numerusform>已将 %n 条翻译作为待处理的编辑添加到模组（保存模组才能保留）；%1</numerusform>
        </translation>
    </message>
    <message>
        <source>The mod the strings come from is no longer open</source>
        <translation>字符串所属的模组已不再打开</translation>
    </message>
    <message>
        <source>Build the %1 Translation</source>
        <translation>构建 %1 翻译</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>mwb::gui::TranslateDialog</name>
    <message>
        <source>Build &amp;fuzzy translations too</source>
        <translation>同时构建模糊翻译(&amp;F)</translation>
    </message>
    <message>
        <source>a new language, e.g. CHINESE</source>
        <translation>新语言，例如 CHINESE</translation>
    </message>
    <message>
        <source>The language to translate into, as the game names it: one the mod has a translation of, or a new name. Choosing another one collects the strings again.</source>
        <translation>要翻译成的语言，使用游戏中的名称：模组已有翻译的语言，或一个新名称。选择其他语言会重新收集字符串。</translation>
    </message>
    <message>
        <source>Filter originals, translations and places…</source>
        <translation>筛选原文、译文和位置…</translation>
    </message>
    <message>
        <source>All strings</source>
        <translation>所有字符串</translation>
    </message>
    <message>
        <source>Untranslated</source>
        <translation>未翻译</translation>
    </message>
    <message>
        <source>Fuzzy</source>
        <translation>模糊</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>有问题</translation>
    </message>
    <message>
        <source>Translated</source>
        <translation>已翻译</translation>
    </message>
    <message>
        <source>Unused by the DATs</source>
        <translation>未被 DAT 使用</translation>
    </message>
    <message>
        <source>Obsolete</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>&amp;Open PO…</source>
        <translation>打开 PO(&amp;O)…</translation>
    </message>
    <message>
        <source>Merge a translator&apos;s PO file into the collected strings: new strings untranslated, changed ones fuzzy, removed ones obsolete</source>
        <translation>将译者的 PO 文件合并到已收集的字符串中：新字符串为未翻译，已更改的标记为模糊，已移除的标记为过时</translation>
    </message>
    <message>
        <source>&amp;Save PO…</source>
        <translation>保存 PO(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the table as a gettext PO file (Poedit, Weblate and msgfmt read it)</source>
        <translation>将表格写为 gettext PO 文件（Poedit、Weblate 和 msgfmt 均可读取）</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>构建(&amp;B)</translation>
    </message>
    <message>
        <source>Build TRANSLATION.DAT and the language DAT from the translated strings (untranslated, fuzzy and red ones are left out: the game shows the original)</source>
        <translation>根据已翻译的字符串构建 TRANSLATION.DAT 和语言 DAT（未翻译、模糊和标红的字符串会被省略：游戏显示原文）</translation>
    </message>
    <message>
        <source>Into the Open &amp;Mod</source>
        <translation>写入已打开的模组(&amp;M)</translation>
    </message>
    <message>
        <source>Add the translation to the open mod as a pending edit (save the mod to keep it)</source>
        <translation>将翻译作为待处理的编辑添加到已打开的模组（保存模组才能保留）</translation>
    </message>
    <message>
        <source>As a &amp;Separate Mod…</source>
        <translation>作为单独的模组(&amp;S)…</translation>
    </message>
    <message>
        <source>Write a new .MOD holding only the translation, loaded after the original</source>
        <translation>写出一个仅包含翻译的新 .MOD，在原模组之后加载</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Unsaved Translations</source>
        <translation>未保存的翻译</translation>
    </message>
    <message>
        <source>The translations of %1 have changes that are not saved in a PO file.</source>
        <translation>%1 的翻译有尚未保存到 PO 文件的更改。</translation>
    </message>
    <message>
        <source>Save PO…</source>
        <translation>保存 PO…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Open PO</source>
        <translation>打开 PO</translation>
    </message>
    <message>
        <source>gettext PO files (%1);;All files (*)</source>
        <translation>gettext PO 文件 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>translation</source>
        <translation>翻译</translation>
    </message>
    <message>
        <source>Save PO</source>
        <translation>保存 PO</translation>
    </message>
    <message>
        <source>Build as a Separate Mod</source>
        <translation>构建为单独的模组</translation>
    </message>
    <message>
        <source>Torchlight 2 mods (*.MOD *.mod)</source>
        <translation>火炬之光 2 模组 (*.MOD *.mod)</translation>
    </message>
    <message numerus="yes">
        <source>%n strings, %1 translated, %2 fuzzy, %3 with problems</source>
        <translation>
            <numerusform>%n 个字符串，%1 个已翻译，%2 个模糊，%3 个有问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n obsolete</source>
        <translation>
            <numerusform>；%n 个过时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n shown</source>
        <translation>
            <numerusform> — 显示 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>new language</source>
        <translation>新语言</translation>
    </message>
    <message>
        <source>Translate %1 into %2%3</source>
        <translation>将 %1 翻译为 %2%3</translation>
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
    <name>mwb::gui::WowDoctorController</name>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Examine Again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Examine the Data folder again, after its archives changed on disk</source>
        <translation>归档在磁盘上发生变化后，重新检查 Data 文件夹</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重性</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Examining…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Examining the Data folder</source>
        <translation>正在检查 Data 文件夹</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s); locale %4</source>
        <translation>%1 个错误，%2 个警告，%3 条提示；语言区域 %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>处理方法：%1</translation>
    </message>
    <message>
        <source>Archive: %1</source>
        <translation>归档：%1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… 另有 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::gui::WowPatchController</name>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tga);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp *.tga);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Creates the patch %1 (%2).</source>
        <translation>将创建补丁 %1（%2）。</translation>
    </message>
    <message>
        <source>Updates the patch %1 (%2).</source>
        <translation>将更新补丁 %1（%2）。</translation>
    </message>
    <message>
        <source>SpellIcon.dbc of %1 extended to %2 rows (%3 new), written into the patch with the icons as 64×64 BLPs. Double-click a name to change it.</source>
        <translation>%1 的 SpellIcon.dbc 扩展至 %2 行（新增 %3 行），并与转换为 64×64 BLP 的图标一起写入补丁。双击名称可进行更改。</translation>
    </message>
    <message>
        <source>reused</source>
        <translation>沿用</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1（%2×%3）</translation>
    </message>
    <message>
        <source>Item.dbc of %1 set to %2 rows, written into the patch.</source>
        <translation>%1 的 Item.dbc 设为 %2 行，并写入补丁。</translation>
    </message>
    <message>
        <source>The icon %1%2 goes into the patch as a 64×64 BLP.</source>
        <translation>图标 %1%2 将以 64×64 BLP 的形式写入补丁。</translation>
    </message>
    <message>
        <source>New ItemDisplayInfo.dbc rows name the icon: set item_template.displayid of these items to their new display on the server too.</source>
        <translation>新的 ItemDisplayInfo.dbc 行引用了该图标：请同时在服务器上将这些物品的 item_template.displayid 设为新的显示 ID。</translation>
    </message>
    <message>
        <source>Items from Server</source>
        <translation>从服务器导入物品</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Item.dbc</source>
        <translation>Item.dbc</translation>
    </message>
    <message>
        <source>Display ID</source>
        <translation>显示 ID</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>子类别</translation>
    </message>
    <message>
        <source>row updated</source>
        <translation>已更新行</translation>
    </message>
    <message>
        <source>row added</source>
        <translation>已新增行</translation>
    </message>
    <message>
        <source>%1 (new, with the icon)</source>
        <translation>%1（新建，带图标）</translation>
    </message>
    <message>
        <source>&amp;WoW</source>
        <translation>&amp;WoW</translation>
    </message>
    <message>
        <source>Add &amp;Icons…</source>
        <translation>添加图标(&amp;I)…</translation>
    </message>
    <message>
        <source>Items from &amp;Server…</source>
        <translation>从服务器导入物品(&amp;S)…</translation>
    </message>
    <message>
        <source>Open a WoW 3.3.5a client&apos;s Data folder first (File › Open WoW Data Folder…)</source>
        <translation>请先打开 WoW 3.3.5a 客户端的 Data 文件夹（文件 › 打开 WoW Data 文件夹…）</translation>
    </message>
    <message>
        <source>Add images as spell icons to the Data folder&apos;s custom patch: 64×64 BLPs and SpellIcon.dbc rows, previewed before anything is written</source>
        <translation>将图像作为法术图标添加到 Data 文件夹的自定义补丁：生成 64×64 BLP 和 SpellIcon.dbc 行，写入前先预览</translation>
    </message>
    <message>
        <source>Put a server&apos;s item_template items into the Data folder&apos;s custom patch (Item.dbc rows, an optional icon), previewed before anything is written</source>
        <translation>将服务器 item_template 中的物品写入 Data 文件夹的自定义补丁（Item.dbc 行，可选图标），写入前先预览</translation>
    </message>
    <message>
        <source>Add Icons</source>
        <translation>添加图标</translation>
    </message>
    <message numerus="yes">
        <source>Planning %n icon(s)</source>
        <translation>
            <numerusform>正在规划 %n 个图标</numerusform>
        </translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>图标</translation>
    </message>
    <message>
        <source>SpellIcon ID</source>
        <translation>SpellIcon ID</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>BLP in the patch</source>
        <translation>补丁中的 BLP</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n icon(s) written (SpellIcon IDs %2); SpellIcon.dbc has %3 rows</source>
        <translation>
            <numerusform>%1：已写入 %n 个图标（SpellIcon ID %2）；SpellIcon.dbc 共 %3 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Planning items from %1</source>
        <translation>正在规划来自 %1 的物品</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n item(s) written (%2 added, %3 updated); Item.dbc has %4 rows</source>
        <translation>
            <numerusform>%1：已写入 %n 个物品（新增 %2 个，更新 %3 个）；Item.dbc 共 %4 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>正在写入 %1</translation>
    </message>
</context>
<context>
    <name>mwb::io::AtomicFile</name>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 是文件夹</translation>
    </message>
    <message>
        <source>Cannot create a temporary file beside %1: %2</source>
        <translation>无法在 %1 旁创建临时文件：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>mwb::io::InPlaceAppend</name>
    <message>
        <source>Cannot open %1 for writing: %2</source>
        <translation>无法以写入方式打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>short write</source>
        <translation>写入不完整</translation>
    </message>
    <message>
        <source>the header at offset %1 cannot be read</source>
        <translation>无法读取偏移 %1 处的文件头</translation>
    </message>
</context>
<context>
    <name>mwb::io::RangeCopier</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1 bytes at offset %2 of %3</source>
        <translation>无法读取 %3 中偏移 %2 处的 %1 字节</translation>
    </message>
</context>
<context>
    <name>mwb::io::StagedOutput</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1 exists and is not a plain folder</source>
        <translation>%1 已存在且不是普通文件夹</translation>
    </message>
    <message>
        <source>Cannot move the extracted file into place</source>
        <translation>无法将解压的文件移到目标位置</translation>
    </message>
</context>
<context>
    <name>mwb::ops::CommitChecked</name>
    <message>
        <source>%1 is not stored as it was written</source>
        <translation>%1 未按写入的内容存储</translation>
    </message>
    <message>
        <source>%1 reads back different from its source</source>
        <translation>%1 读回的内容与源文件不同</translation>
    </message>
    <message>
        <source>%1 is missing from the written archive</source>
        <translation>写出的归档中缺少 %1</translation>
    </message>
    <message>
        <source>%1 was not kept as it was stored</source>
        <translation>%1 未保持其存储时的原样</translation>
    </message>
    <message>
        <source>Saving was canceled</source>
        <translation>保存已取消</translation>
    </message>
    <message>
        <source>Checking what was written</source>
        <translation>正在检查写入的内容</translation>
    </message>
</context>
<context>
    <name>mwb::ops::EditEntries</name>
    <message>
        <source>%1 names and selects no entry</source>
        <translation>%1 既未指名也未选中任何条目</translation>
    </message>
</context>
<context>
    <name>mwb::ops::EntryTarget</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The file has %1 bytes, beyond the limit of %2</source>
        <translation>该文件有 %1 字节，超出了 %2 的限制</translation>
    </message>
    <message>
        <source>The entry cannot be written back</source>
        <translation>该条目无法写回</translation>
    </message>
    <message>
        <source>%1 has no entry &quot;%2&quot;</source>
        <translation>%1 中没有条目“%2”</translation>
    </message>
    <message>
        <source>The entry has %1 bytes, beyond the limit of %2</source>
        <translation>该条目有 %1 字节，超出上限 %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder</source>
        <translation>无法创建临时文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::ops::ExtractEntries</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already exist in %1: %2</source>
        <translation>
            <numerusform>%1 中已存在 %n 个文件：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::ops::SourceFiles</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>--as names one file; use --into for the folder %1</source>
        <translation>--as 只能指定一个文件；文件夹 %1 请用 --into</translation>
    </message>
    <message>
        <source>The folder %1 holds no files</source>
        <translation>文件夹 %1 中没有文件</translation>
    </message>
    <message numerus="yes">
        <source>--as names one file, but %n were given</source>
        <translation>
            <numerusform>--as 只能指定一个文件，但给出了 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::ContentPage</name>
    <message>
        <source>The image could not be decoded: %1</source>
        <translation>无法解码图像：%1</translation>
    </message>
    <message>
        <source>shown as bytes: %1</source>
        <translation>以字节显示：%1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcCellDelegate</name>
    <message>
        <source>0x%1 (bit %2)</source>
        <translation>0x%1（位 %2）</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcColumnDialog</name>
    <message>
        <source>Replace in Column</source>
        <translation>在列中替换</translation>
    </message>
    <message>
        <source>Set Column</source>
        <translation>设置列</translation>
    </message>
    <message numerus="yes">
        <source>On the %n row(s) the filter keeps; one undo step.</source>
        <translation>
            <numerusform>作用于筛选后保留的 %n 行；作为一步撤销操作。</numerusform>
        </translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>列：</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Replace with:</source>
        <translation>替换为：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>值：</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcEditSession</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 中的 %1</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 on %n row(s)</source>
        <translation>
            <numerusform>在 %n 行上设置 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to find</source>
        <translation>没有要查找的内容</translation>
    </message>
    <message>
        <source>Replace in %1</source>
        <translation>在 %1 中替换</translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation>添加行 %1</translation>
    </message>
    <message>
        <source>Copy row %1 to %2</source>
        <translation>将行 %1 复制到 %2</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>删除 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcIconCache</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be decoded: %2</source>
        <translation>无法解码 %1：%2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missing icon&lt;/b&gt; %1&lt;br&gt;%2</source>
        <translation>&lt;b&gt;缺少图标&lt;/b&gt; %1&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcTableModel</name>
    <message numerus="yes">
        <source>%1 · %2 · offset %3 · %n byte(s)</source>
        <translation>
            <numerusform>%1 · %2 · 偏移 %3 · %n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source> · the client&apos;s locale slot</source>
        <translation> · 客户端的语言区域槽位</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Added row, not saved</source>
        <translation>已添加的行，未保存</translation>
    </message>
    <message>
        <source>Changed, not saved</source>
        <translation>已更改，未保存</translation>
    </message>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 行 %2：%3</translation>
    </message>
    <message>
        <source> · ids of %1</source>
        <translation> · %1 的 ID</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::DbcTableView</name>
    <message>
        <source>Every locale slot</source>
        <translation>所有语言区域槽位</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>筛选行…</translation>
    </message>
    <message>
        <source>Localized strings: show the 16 locale slots and the flags mask, not only the slot this client&apos;s text is in</source>
        <translation>本地化字符串：显示 16 个语言区域槽位和标志掩码，而不只是此客户端文本所在的槽位</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Add a row of zeros at the next free ID</source>
        <translation>在下一个空闲 ID 处添加一行全零数据</translation>
    </message>
    <message>
        <source>Copy Row…</source>
        <translation>复制行…</translation>
    </message>
    <message>
        <source>Copy the current row to a new ID</source>
        <translation>将当前行复制到新 ID</translation>
    </message>
    <message>
        <source>Delete Rows</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Delete the selected rows</source>
        <translation>删除所选行</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>替换…</translation>
    </message>
    <message>
        <source>Replace text in a column of the rows the filter keeps</source>
        <translation>在筛选后保留的行的某一列中替换文本</translation>
    </message>
    <message>
        <source>Set Column…</source>
        <translation>设置列…</translation>
    </message>
    <message>
        <source>Set one value in a column of the rows the filter keeps</source>
        <translation>在筛选后保留的行的某一列中设置同一个值</translation>
    </message>
    <message>
        <source>Go to Referenced Row</source>
        <translation>转到引用的行</translation>
    </message>
    <message>
        <source>Open the table the current cell&apos;s ID points into, at that row</source>
        <translation>打开当前单元格的 ID 所指向的表，并定位到该行</translation>
    </message>
    <message>
        <source>No row is current</source>
        <translation>没有当前行</translation>
    </message>
    <message>
        <source>No row is selected</source>
        <translation>未选中任何行</translation>
    </message>
    <message>
        <source>Copy Row</source>
        <translation>复制行</translation>
    </message>
    <message>
        <source>Copy %1 to the ID:</source>
        <translation>将 %1 复制到 ID：</translation>
    </message>
    <message>
        <source>%1 is not an ID</source>
        <translation>%1 不是 ID</translation>
    </message>
    <message>
        <source>Go to %1 %2</source>
        <translation>转到 %1 %2</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::GridPage</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Point at a cell of the heatmap</source>
        <translation>将鼠标指向热力图中的格子</translation>
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
    <message>
        <source>Legend</source>
        <translation>图例</translation>
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
<context>
    <name>mwb::widgets::HexInspector</name>
    <message>
        <source>Searching… %1%</source>
        <translation>正在搜索… %1%</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Search stopped</source>
        <translation>搜索已停止</translation>
    </message>
    <message>
        <source>Go to offset (0x… or decimal)</source>
        <translation>转到偏移（0x… 或十进制）</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G): hexadecimal with 0x or an h suffix, or decimal</source>
        <translation>转到偏移 (Ctrl+G)：十六进制（带 0x 前缀或 h 后缀）或十进制</translation>
    </message>
    <message>
        <source>Find bytes or text</source>
        <translation>查找字节或文本</translation>
    </message>
    <message>
        <source>Find (Ctrl+F): hex bytes such as 4D 50 51 1A, or text</source>
        <translation>查找 (Ctrl+F)：十六进制字节（如 4D 50 51 1A）或文本</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Text (UTF-8)</source>
        <translation>文本（UTF-8）</translation>
    </message>
    <message>
        <source>Text (UTF-16LE)</source>
        <translation>文本（UTF-16LE）</translation>
    </message>
    <message>
        <source>How the find text is turned into bytes</source>
        <translation>查找文本如何转换为字节</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>查找下一个</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Go to Offset…</source>
        <translation>转到偏移…</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>查找…</translation>
    </message>
    <message>
        <source>Not an offset: %1</source>
        <translation>不是有效的偏移：%1</translation>
    </message>
    <message>
        <source>Offset %1 is beyond the end (%2 bytes)</source>
        <translation>偏移 %1 超出末尾（共 %2 字节）</translation>
    </message>
    <message>
        <source>Type hex bytes such as 4D 50 51 1A</source>
        <translation>输入十六进制字节，如 4D 50 51 1A</translation>
    </message>
    <message>
        <source>Type the text to find</source>
        <translation>输入要查找的文本</translation>
    </message>
    <message>
        <source>Found at %1 (wrapped to the start)</source>
        <translation>在 %1 处找到（已从头开始）</translation>
    </message>
    <message>
        <source>Found at %1</source>
        <translation>在 %1 处找到</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Offset %1 (%2)</source>
        <translation>偏移 %1（%2）</translation>
    </message>
    <message>
        <source>Selected: 1 byte</source>
        <translation>已选择：1 字节</translation>
    </message>
    <message>
        <source>Selected: %1 bytes</source>
        <translation>已选择：%1 字节</translation>
    </message>
    <message>
        <source>u8: %1</source>
        <translation>u8: %1</translation>
    </message>
    <message>
        <source>u16: %1</source>
        <translation>u16: %1</translation>
    </message>
    <message>
        <source>u32: %1</source>
        <translation>u32: %1</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::HexPage</name>
    <message>
        <source>%1 · shown as bytes: %2</source>
        <translation>%1 · 以字节显示：%2</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::HexView</name>
    <message>
        <source>Copy as Hex</source>
        <translation>复制为十六进制</translation>
    </message>
    <message>
        <source>Copy as C Array</source>
        <translation>复制为 C 数组</translation>
    </message>
    <message>
        <source>Copy as Base64</source>
        <translation>复制为 Base64</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::ImageViewer</name>
    <message>
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Mip level</source>
        <translation>Mip 级别</translation>
    </message>
    <message>
        <source>Off: every pixel opaque, showing the colour stored under transparent pixels</source>
        <translation>关闭：所有像素不透明，显示透明像素下存储的颜色</translation>
    </message>
    <message>
        <source>Zoom:</source>
        <translation>缩放：</translation>
    </message>
    <message>
        <source>Mip level:</source>
        <translation>Mip 级别：</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::LayoutPage</name>
    <message>
        <source>no plan: line %1: %2</source>
        <translation>无平面图：第 %1 行：%2</translation>
    </message>
    <message>
        <source>the plan shows the text before the last edit: line %1: %2</source>
        <translation>平面图显示的是最后一次编辑之前的文本：第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no pathing grid (%1)</source>
        <translation>无寻路网格（%1）</translation>
    </message>
    <message>
        <source>%1 is no pathing grid: %2</source>
        <translation>%1 不是寻路网格：%2</translation>
    </message>
    <message>
        <source>walkability from %1 (%2 × %3 cells) over the level&apos;s box</source>
        <translation>可行走性来自 %1（%2 × %3 个格子），铺满关卡范围</translation>
    </message>
    <message>
        <source>walkability from %1 (%2 × %3 cells) placed by its header</source>
        <translation>可行走性来自 %1（%2 × %3 个格子），按其文件头定位</translation>
    </message>
    <message numerus="yes">
        <source>Level plan · %n object(s)</source>
        <translation>
            <numerusform>关卡平面图 · %n 个对象</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>UI wireframe · %n window(s) on a %1 × %2 screen</source>
        <translation>
            <numerusform>UI 线框 · %1 × %2 屏幕上的 %n 个窗口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finding %n room piece(s)</source>
        <translation>
            <numerusform>正在查找 %n 个房间块</numerusform>
        </translation>
    </message>
    <message>
        <source>Room piece</source>
        <translation>房间块</translation>
    </message>
    <message>
        <source>no room piece is in the mod&apos;s or the game&apos;s ROOMPIECES.RAW (the game folder is set in File › Torchlight 2 Game Folder…)</source>
        <translation>模组和游戏的 ROOMPIECES.RAW 中均未找到任何房间块（游戏文件夹可在“文件 › 火炬之光 2 游戏文件夹…”中设置）</translation>
    </message>
    <message numerus="yes">
        <source>room pieces: %1 of %n in a level set, %2 named by it, %3 drawn as their footprint</source>
        <translation>
            <numerusform>房间块：%n 个中有 %1 个属于关卡集，%2 个由关卡集命名，%3 个按占地轮廓绘制</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> （%1）</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::LayoutPlanView</name>
    <message>
        <source>Wheel: zoom · drag: pan · F: fit · click: select an object</source>
        <translation>滚轮：缩放 · 拖动：平移 · F：适合窗口 · 单击：选择对象</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::TextPage</name>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>只读：%1</translation>
    </message>
    <message>
        <source>Edited, not saved</source>
        <translation>已编辑，未保存</translation>
    </message>
    <message>
        <source>Edited, not saved · %1</source>
        <translation>已编辑，未保存 · %1</translation>
    </message>
    <message>
        <source>Editable</source>
        <translation>可编辑</translation>
    </message>
    <message>
        <source>Editable · %1</source>
        <translation>可编辑 · %1</translation>
    </message>
</context>
<context>
    <name>mwb::widgets::TranslationTableModel</name>
    <message>
        <source>Edit Translation</source>
        <translation>编辑翻译</translation>
    </message>
    <message>
        <source>untranslated</source>
        <translation>未翻译</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>已翻译</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>模糊</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>obsolete</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>Context: %1</source>
        <translation>上下文：%1</translation>
    </message>
    <message>
        <source>Translated for: %1</source>
        <translation>译文适用于：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not translated yet: the game shows the original</source>
        <translation>尚未翻译：游戏显示原文</translation>
    </message>
    <message>
        <source>Translated</source>
        <translation>已翻译</translation>
    </message>
    <message>
        <source>A guess, or made for an original that changed: left out of a build until edited</source>
        <translation>推测的翻译，或针对已更改的原文所做的翻译：编辑之前不会被构建</translation>
    </message>
    <message>
        <source>In the mod&apos;s TRANSLATION.DAT, but no DAT of the mod uses it</source>
        <translation>在模组的 TRANSLATION.DAT 中，但模组中没有 DAT 使用它</translation>
    </message>
    <message>
        <source>Its original is gone from the mod: kept so the work is not lost, never built</source>
        <translation>其原文已从模组中移除：保留下来以免工作丢失，但永远不会被构建</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Translation</source>
        <translation>译文</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>mwb::wow::WowDoctor</name>
    <message>
        <source>%1 does not open as an MPQ archive: %2</source>
        <translation>%1 无法作为 MPQ 归档打开：%2</translation>
    </message>
    <message>
        <source>Rebuild the archive, or remove it: the client stops on it or skips it</source>
        <translation>请重建该归档或将其删除：客户端会因它而中止，或跳过它</translation>
    </message>
    <message>
        <source>%1 is an MPQ of format version %2; a 3.3.5a client reads versions 1 and 2 only</source>
        <translation>%1 是格式版本 %2 的 MPQ；3.3.5a 客户端只能读取版本 1 和 2</translation>
    </message>
    <message>
        <source>Write the patch again as MPQ version 1 or 2 (`mwb-cli mpq create --version 2`, or the WoW 3.x rules of an MPQ editor)</source>
        <translation>请将补丁重新写为 MPQ 版本 1 或 2（`mwb-cli mpq create --version 2`，或使用 MPQ 编辑器的 WoW 3.x 规则）</translation>
    </message>
    <message numerus="yes">
        <source>The client loads %n archive(s), highest priority first</source>
        <translation>
            <numerusform>客户端加载 %n 个归档，优先级最高的在前</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the archive names</source>
        <translation>正在读取归档名称</translation>
    </message>
    <message numerus="yes">
        <source>Opening %n archive(s)</source>
        <translation>
            <numerusform>正在打开 %n 个归档</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the client never loads an archive of this name</source>
        <translation>%1：客户端从不加载此名称的归档</translation>
    </message>
    <message>
        <source>Rename it patch-X.MPQ in Data/ (X one character, 2-9 or A-Z; letters load above digits), or patch-%1-X.MPQ in Data/%1/</source>
        <translation>请将其重命名为 Data/ 中的 patch-X.MPQ（X 为单个字符，2-9 或 A-Z；字母的优先级高于数字），或 Data/%1/ 中的 patch-%1-X.MPQ</translation>
    </message>
    <message>
        <source>%1: the client loads this name from Data/, not from %2</source>
        <translation>%1：客户端从 Data/ 而不是从 %2 加载此名称</translation>
    </message>
    <message>
        <source>Move it to Data/</source>
        <translation>请将其移到 Data/</translation>
    </message>
    <message>
        <source>%1: an archive of the %2 locale, which the client loads from Data/%2/, not from %3</source>
        <translation>%1：%2 语言区域的归档，客户端从 Data/%2/ 而不是从 %3 加载它</translation>
    </message>
    <message>
        <source>%1: an archive of the %2 locale; the client in use is %3</source>
        <translation>%1：%2 语言区域的归档；当前使用的客户端为 %3</translation>
    </message>
    <message>
        <source>Move it to Data/%1/</source>
        <translation>请将其移到 Data/%1/</translation>
    </message>
    <message>
        <source>Rename it for the %1 locale in Data/%1/ (patch-%1-X.MPQ), or patch-X.MPQ in Data/</source>
        <translation>请将其重命名为 Data/%1/ 中 %1 语言区域的补丁（patch-%1-X.MPQ），或 Data/ 中的 patch-X.MPQ</translation>
    </message>
    <message>
        <source>%1: archives whose names differ only in letter case; on a case-sensitive file system both exist and the client (under Wine) loads one of them, not always the same</source>
        <translation>%1：名称仅大小写不同的归档；在区分大小写的文件系统上它们同时存在，而客户端（在 Wine 下）只加载其中之一，且不一定每次相同</translation>
    </message>
    <message>
        <source>Keep one of them (merge their files into it) and remove the others</source>
        <translation>保留其中一个（将其他归档的文件合并进去），并删除其余的</translation>
    </message>
    <message>
        <source>%1: locale folders whose names differ only in letter case; the client reads one of them</source>
        <translation>%1：名称仅大小写不同的语言区域文件夹；客户端只读取其中之一</translation>
    </message>
    <message>
        <source>Move the archives into one folder spelled %1 and remove the others</source>
        <translation>将这些归档移入名为 %1 的同一个文件夹，并删除其余文件夹</translation>
    </message>
    <message>
        <source>Data/%1/ holds the archives of a %2 client; a %3 client does not load them</source>
        <translation>Data/%1/ 包含 %2 客户端的归档；%3 客户端不会加载它们</translation>
    </message>
    <message>
        <source>(no locale)</source>
        <translation>（无语言区域）</translation>
    </message>
    <message>
        <source>Examine it with --locale %1</source>
        <translation>使用 --locale %1 检查它</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>ID %1: %2</source>
        <translation>ID %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1 (%2) name a map folder no archive holds (World/Maps/&lt;%3&gt;/): the client cannot load the map</source>
        <translation>
            <numerusform>%1（%2）中有 %n 行引用了没有任何归档包含的地图文件夹（World/Maps/&lt;%3&gt;/）：客户端无法加载该地图</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the map&apos;s files (World/Maps/&lt;Directory&gt;/&lt;Directory&gt;.wdt and its tiles) to a patch, or correct the rows</source>
        <translation>请将地图文件（World/Maps/&lt;Directory&gt;/&lt;Directory&gt;.wdt 及其地块）添加到补丁，或更正这些行</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1 (%2) name an icon no archive holds: the client shows a red question mark</source>
        <translation>
            <numerusform>%1（%2）中有 %n 行引用了没有任何归档包含的图标：客户端会显示红色问号</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the icon with `mwb-cli wow add-icon` (a 64x64 BLP under Interface/Icons/ in a patch), or correct the rows</source>
        <translation>请用 `mwb-cli wow add-icon` 添加该图标（补丁中 Interface/Icons/ 下的 64x64 BLP），或更正这些行</translation>
    </message>
    <message>
        <source>Checking the icons and maps the custom rows name</source>
        <translation>正在检查自定义行引用的图标和地图</translation>
    </message>
    <message numerus="yes">
        <source>%1 replaces %n stock file(s)</source>
        <translation>
            <numerusform>%1 替换了 %n 个原版文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of %1 are replaced by archives the client loads above it (%2): it never reads these copies</source>
        <translation>
            <numerusform>%1 中有 %n 个文件被客户端以更高优先级加载的归档（%2）替换：客户端永远不会读取这些副本</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename the patch so it loads above them (in Data/, patch-Z.MPQ loads above every other patch), or remove the files from the archives above</source>
        <translation>请重命名该补丁，使其优先级高于这些归档（在 Data/ 中，patch-Z.MPQ 的优先级高于其他所有补丁），或从这些更高优先级的归档中删除这些文件</translation>
    </message>
    <message>
        <source>Rebuild the table from a 3.3.5a (build 12340) copy: the workbench&apos;s table editor and `mwb-cli dbc import` write tables that match the client&apos;s definition</source>
        <translation>请基于 3.3.5a（build 12340）的副本重建该表：模组工作台的表编辑器和 `mwb-cli dbc import` 写出的表符合客户端的定义</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n table(s) of custom patches</source>
        <translation>
            <numerusform>正在检查自定义补丁中的 %n 个表</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is %1 bytes, more than the %2 a table may have</source>
        <translation>该表为 %1 字节，超过了表允许的最大值 %2 字节</translation>
    </message>
    <message>
        <source>The client loads none of the folder&apos;s archives: it cannot start</source>
        <translation>客户端不会加载该文件夹中的任何归档：无法启动</translation>
    </message>
    <message>
        <source>Give the archives the names the client loads (see each archive-not-loaded finding)</source>
        <translation>请将归档改为客户端会加载的名称（参见每条 archive-not-loaded 诊断结果）</translation>
    </message>
</context>
</TS>
