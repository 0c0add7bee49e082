// Package npy reads and writes NumPy's .npy files (versions 1.0, 2.0 and
// 3.0), .npz archives, raw files and text tables (np.loadtxt and
// np.savetxt) for tensors of github.com/fixedrank/tensor, and maps .npy
// files into memory, read-only or writable: NumPy's npyio.
//
//	x, err := npy.Load[float64, [3]int]("data.npy")   // np.load
//	err = npy.Save("out.npy", x.Transpose())           // np.save
//	m, err := npy.Map[float32, [2]int]("big.npy")      // np.load(mmap_mode='r')
//	z, err := npy.OpenNPZ("arrays.npz")                // np.load of np.savez
//	w, err := npy.LoadNPZ[int64, [1]int](z, "weights")
//	c, err := npy.LoadTxt[float64, [2]int]("data.csv", npy.TxtOptions{Delimiter: ','}) // np.loadtxt(…, delimiter=",")
//	err = npy.SaveTxt("out.txt", c, npy.TxtFormat{Fmt: []string{"%.6g"}})              // np.savetxt(…, fmt="%.6g")
//
// # Element types
//
// Supported element types are bool, int8 … int64, uint8 … uint64, int and
// uint (as 64-bit), float32, float64, complex64, complex128 and
// [float16.Float16] (github.com/x448/float16) for NumPy's float16. The
// file's dtype must match the Go type exactly (kind and size) in either
// byte order, with one exception, float16 (below). Structured dtypes are
// refused with [ErrDtype], and so are string dtypes by the numeric readers.
//
// # Strings
//
// NumPy's string arrays are tensors of Go strings: [ReadStrings],
// [LoadStrings] (and their Dyn forms) read Unicode arrays ("<U4", ">U4":
// UTF-32, decoded to UTF-8) and byte-string arrays ("|S5": the bytes as
// they are), removing each item's trailing NULs as NumPy does.
// [WriteStrings] and [SaveStrings] write "<U{n}" as np.save of a str array
// does (the same bytes, n the most code points of any element);
// [WriteBytes] and [SaveBytes] write "|S{n}". A string that is not valid
// UTF-8 (for "<U"), or that ends with NUL (which NumPy would drop), is an
// error wrapping tensor.ErrValue, found before the file is created.
//
// # Float16
//
// Go has no float16 type, so a float16 file ("<f2" or ">f2") can be read
// three ways and written two:
//
//   - reading with element type float32 or float64 widens each value
//     exactly (every float16 is a float32), bit for bit as NumPy's astype
//     does, except that a signaling NaN becomes a quiet NaN of the same
//     payload;
//   - reading with element type float16.Float16 gives the raw values, no
//     conversion; a uint16 file ("<u2") is not float16 and is refused for
//     float16.Float16, as a float16 file is refused for uint16;
//   - writing a Tensor[float16.Float16, D] writes "<f2";
//   - [WriteFloat16] and [SaveFloat16] write a float32 or float64 tensor
//     as "<f2", rounding to nearest, ties to even, with overflow to ±Inf,
//     as NumPy's astype(np.float16) does.
//
// Widening is the only conversion: a float64 file read as float32 (or any
// narrowing) is refused with [ErrDtype], since it would lose values.
//
// # Reading and writing
//
// Reading never allocates more than the data that actually arrives: a
// header that claims more elements than the stream holds gives an error
// wrapping [ErrFormat], not an out-of-memory. A Fortran-order file becomes
// an F-layout tensor over the file's bytes, with no transpose copy.
//
// Writing a C-contiguous tensor writes its buffer as it is; an
// F-contiguous one is written with fortran_order True, also without a
// copy; any other view (strided, negative steps, broadcast) is written in C
// order, element by element through a small buffer, so the file holds the
// values the view shows. Files are always written little-endian, version
// 1.0 when the header fits and 2.0 otherwise, as NumPy does.
//
// The writers ([Write], [Save], [WriteFloat16], [SaveFloat16], [AddNPZ])
// take a [dyn.AnyRank], so one name writes either kind of tensor: a
// fixed-rank tensor.Tensor or a runtime-rank [dyn.Tensor]. A reader's
// result type is its only difference between the kinds, and Go cannot
// overload a function on its result type, so the readers keep two names:
// [Read], [Load], [LoadNPZ] and [Map] give a tensor.Tensor of the rank D
// they are asked for, and [ReadDyn], [LoadDyn], [LoadNPZDyn] and [MapDyn]
// give a dyn.Tensor of the file's rank, carrying the name of its package,
// dyn, as a suffix.
//
// # Archives
//
// An .npz file is a zip archive with one member name.npy per array, as
// np.savez (stored) and np.savez_compressed (deflated) write it; array
// names are member names without ".npy", positional arrays are "arr_0",
// "arr_1", …. [OpenNPZ] reads only the archive's directory; [LoadNPZ]
// reads one array. [SaveNPZ] writes an archive in one call: np.savez(path,
// a=a, b=b) is SaveNPZ(path, false, Array("a", a), Array("b", b)), written
// to a temporary file renamed into place, so a failed save leaves the old
// file. [CreateNPZ] and [AddNPZ] write one array at a time. Both refuse a
// repeated name with [ErrDuplicate]. Go methods cannot take type
// parameters, so the typed reads and writes are functions taking the
// archive.
//
// # Raw files
//
// [ToFile] and [FromFile] are t.tofile(path) and np.fromfile(path, dtype,
// count, offset): the elements in C order without a header, little-endian
// (NumPy writes the machine's order, little-endian on x86 and ARM).
//
// # Memory mapping
//
// [Map] is np.load(path, mmap_mode='r'): a little-endian file on a
// little-endian machine whose data starts at an offset aligned for the
// element type (every file NumPy and this package write) becomes a
// read-only tensor over the mapped file, so a file larger than memory can
// be read in parts; other files (big-endian, misaligned, float16 widened,
// or a platform without mmap) are read into memory, and the result says
// why. The tensor is valid until Close; see [Mapped].
//
// [OpenMap] and [CreateMap] are np.lib.format.open_memmap with mode "r+"
// and "w+": a writable tensor over an existing file's data, or over a new
// file of zeros with NumPy's header, whose writes are the file's content
// ([MappedRW.Flush] and Close wait until they are on disk). A file that
// cannot be written in place (another byte order, float16 read as a wider
// float) is an error, not a copy. A file truncated by another process
// under the mapping is reported by [MappedRW.Check]; touching the lost
// pages raises SIGBUS, which ends the program unless the goroutine has
// called debug.SetPanicOnFault(true) (then it is a panic to recover).
//
// # Errors
//
// Every error wraps a sentinel for errors.Is: [ErrFormat], [ErrDtype],
// [ErrNotFound], [ErrDuplicate], one of package tensor such as
// tensor.ErrRank or tensor.ErrOverflow, or an I/O error such as
// os.ErrNotExist. No function panics on any input.
//
// # Text
//
// [LoadTxt] and [ReadTxt] are np.loadtxt (NumPy 1.24's reader) with the
// options of [TxtOptions]: a delimiter or whitespace, comment strings,
// SkipRows, UseCols, MaxRows and QuoteChar (CSV's quoted fields, "" for a
// quote inside). The result is (rows, columns) for rank 2, NumPy's
// squeezed shape for the Dyn forms. Where NumPy 1.24 accepts questionable
// text with a DeprecationWarning — "1.5" or "1e3" read as an integer
// (truncated), 300 read as int8 (wrapped) — LoadTxt is strict and returns
// an error, wrapping [ErrText] or tensor.ErrOverflow and naming the line
// and column; every other table of testdata/text.jsonl reads to NumPy's
// values bit for bit (float32 is parsed as float64 and rounded, as NumPy
// rounds). Lines end with "\n" or "\r\n". The text is read whole, then
// parsed in parallel parts that begin at a line, joined in order, so the
// result and the first error are those of one pass. Decimal numbers of up
// to 19 digits parse by the Eisel–Lemire algorithm (eight digits at a
// time), giving strconv.ParseFloat's bits (compared on four million
// strings and fuzzed) and handing strconv every case it cannot decide.
//
// [SaveTxt] and [WriteTxt] are np.savetxt with the options of [TxtFormat]:
// Python's %-formats (d, i, e, E, f, F, g, G with flags, width and
// precision) give Python's text, "nan" and "inf" included; one format for
// every column, one per column, or one row format; a header and footer
// with their comment prefix. One difference: NumPy counts every "%" of a
// format, so "%.3f %%" is refused there; here "%%" is a percent sign.
//
// # Dependencies
//
// The package is separate from the root package so the root gains nothing
// from it. It needs github.com/x448/float16 for float16 conversions and
// golang.org/x/sys/unix for mmap. Both are in the root module's go.mod,
// because the root package's tests and examples import npy and a separate
// npy module would need a circular require; with Go's pruned module
// graphs, a program that imports only the root package compiles neither.
// (github.com/sbinet/npyio was considered: it cannot write an N-d shape
// from a flat buffer, since it derives shapes from nested Go slices, and
// it allocates the element count a header claims before reading any
// data.)
package npy
