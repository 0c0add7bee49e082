package npy

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
	"github.com/fixedrank/tensor/internal/par"
)

// ErrText reports text that LoadTxt cannot read: a field that is not a
// number of the element type, a row with another number of columns, a
// column index out of range, or an invalid option. Its messages name the
// line and the column.
var ErrText = errors.New("npy: malformed text")

// TxtOptions are the options of [LoadTxt] and [ReadTxt], NumPy's loadtxt
// arguments of the same names. The zero value is NumPy's defaults: fields
// separated by whitespace, "#" comments, no quoting, every row and column.
type TxtOptions struct {
	// Delimiter separates fields: one character, or 0 for any run of
	// whitespace (NumPy's delimiter=None).
	Delimiter rune
	// Comments start a comment that runs to the end of the line; nil means
	// "#", an empty non-nil slice no comments.
	Comments []string
	// SkipRows is how many lines to skip first, comments and blank lines
	// included.
	SkipRows int
	// UseCols selects and orders the columns (negative from the end); nil
	// means all.
	UseCols []int
	// MaxRows is how many rows of data to read after SkipRows, not counting
	// comments and blank lines; 0 means all.
	MaxRows int
	// QuoteChar quotes a field that may hold the delimiter or a comment
	// (two of it inside a quoted field stand for one); 0 means no quoting.
	QuoteChar rune
}

// txtTable is what the parser reads: rows × cols values in C order.
type txtTable[T tensor.Real] struct {
	data       []T
	rows, cols int
}

// ReadTxt reads a text table into a Tensor of rank len(D), NumPy's
// np.loadtxt(r, dtype=T): rank 2 gives (rows, columns); rank 1 a single
// column or a single row (NumPy's squeezed result), rank 0 a single value.
// Floats parse as NumPy parses them ("nan", "inf", "-Infinity", exponents;
// not hexadecimal or underscores; float32 through float64, as NumPy
// rounds); integers must be integers of T's range. Where NumPy 1.24 would
// deprecate or wrap, ReadTxt is strict: "1.5" or "1e3" into an integer
// type, or 300 into int8, is an error. It returns an error wrapping
// [ErrText] that names the line (1-based, counting every line) and the
// column (1-based) for a bad field, a changed number of columns or a
// column index out of range, tensor.ErrOverflow for an integer out of T's
// range, tensor.ErrRank when the table does not fit rank len(D), or the
// reader's error.
func ReadTxt[T tensor.Real, D tensor.Dim](r io.Reader, opt TxtOptions) (tensor.Tensor[T, D], error) {
	tb, err := parseTxt[T](r, opt)
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	var d D
	shape := make([]int, 0, 2)
	switch {
	case len(d) == 2:
		shape = append(shape, tb.rows, tb.cols)
	case len(d) == 1 && (tb.cols == 1 || tb.rows <= 1):
		shape = append(shape, tb.rows*tb.cols)
	case len(d) == 0 && tb.rows == 1 && tb.cols == 1:
	default:
		return tensor.Tensor[T, D]{}, fmt.Errorf("npy: loadtxt: a table of %d rows and %d columns has no rank %d form: %w", tb.rows, tb.cols, len(d), tensor.ErrRank)
	}
	s, err := tensor.ToDim[D](shape)
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	return tensor.FromSlice(tb.data, s)
}

// ReadTxtDyn reads a text table into a dyn.Tensor of NumPy's shape for
// np.loadtxt: (rows, columns) with axes of length 1 removed (one value is
// a rank-0 tensor, an empty table shape (0)). See [ReadTxt].
func ReadTxtDyn[T tensor.Real](r io.Reader, opt TxtOptions) (dyn.Tensor[T], error) {
	tb, err := parseTxt[T](r, opt)
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	var shape []int
	switch {
	case tb.rows == 0:
		shape = []int{0}
	default:
		for _, n := range []int{tb.rows, tb.cols} {
			if n != 1 {
				shape = append(shape, n)
			}
		}
	}
	return dyn.FromSlice(tb.data, shape...)
}

// LoadTxt reads the text file at path; see [ReadTxt].
func LoadTxt[T tensor.Real, D tensor.Dim](path string, opt TxtOptions) (tensor.Tensor[T, D], error) {
	f, err := os.Open(path)
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	defer f.Close()
	return ReadTxt[T, D](f, opt)
}

// LoadTxtDyn reads the text file at path; see [ReadTxtDyn].
func LoadTxtDyn[T tensor.Real](path string, opt TxtOptions) (dyn.Tensor[T], error) {
	f, err := os.Open(path)
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	defer f.Close()
	return ReadTxtDyn[T](f, opt)
}

// txtParser holds the options of one read, checked.
type txtParser struct {
	delim    []byte // nil: whitespace
	comments [][]byte
	quote    []byte // nil: none
}

func newTxtParser(opt TxtOptions) (*txtParser, error) {
	p := &txtParser{}
	enc := func(r rune) []byte { return utf8.AppendRune(nil, r) }
	if opt.Delimiter != 0 {
		if opt.Delimiter == '\n' || opt.Delimiter == '\r' || !utf8.ValidRune(opt.Delimiter) {
			return nil, fmt.Errorf("npy: loadtxt: delimiter %q: %w", opt.Delimiter, ErrText)
		}
		p.delim = enc(opt.Delimiter)
	}
	if opt.QuoteChar != 0 {
		if opt.QuoteChar == opt.Delimiter || !utf8.ValidRune(opt.QuoteChar) {
			return nil, fmt.Errorf("npy: loadtxt: quote character %q: %w", opt.QuoteChar, ErrText)
		}
		p.quote = enc(opt.QuoteChar)
	}
	switch {
	case opt.Comments == nil:
		p.comments = [][]byte{[]byte("#")}
	default:
		for _, c := range opt.Comments {
			if c == "" {
				return nil, fmt.Errorf("npy: loadtxt: an empty comment string: %w", ErrText)
			}
			p.comments = append(p.comments, []byte(c))
		}
	}
	if opt.SkipRows < 0 || opt.MaxRows < 0 {
		return nil, fmt.Errorf("npy: loadtxt: negative SkipRows or MaxRows: %w", ErrText)
	}
	return p, nil
}

// isSpace reports NumPy's whitespace between fields when there is no
// delimiter.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' }

// split appends the fields of one line (comment removed, quotes resolved)
// to fields, reusing buf for unquoted text, and reports whether the line
// holds data (a blank or comment-only line does not).
func (p *txtParser) split(line []byte, fields [][]byte, buf []byte) ([][]byte, []byte, bool) {
	if p.quote == nil {
		fields, ok := p.splitPlain(line, fields[:0])
		return fields, buf, ok
	}
	fields = fields[:0]
	buf = buf[:0]
	i := 0
	n := len(line)
	// a comment start at i, outside quotes
	comment := func(i int) bool {
		for _, c := range p.comments {
			if bytes.HasPrefix(line[i:], c) {
				return true
			}
		}
		return false
	}
	if p.delim == nil {
		for {
			for i < n && isSpace(line[i]) {
				i++
			}
			if i >= n || comment(i) {
				break
			}
			start := len(buf)
			for i < n && !isSpace(line[i]) && !comment(i) {
				if p.quote != nil && bytes.HasPrefix(line[i:], p.quote) {
					buf, i = p.quoted(line, i, buf)
					continue
				}
				buf = append(buf, line[i])
				i++
			}
			fields = append(fields, buf[start:len(buf):len(buf)])
		}
		return fields, buf, len(fields) > 0
	}
	// With a delimiter: a line that is empty up to a comment holds no data
	// (whitespace is a field, as NumPy reads it).
	if n == 0 || comment(0) {
		return fields, buf, false
	}
	for {
		start := len(buf)
		end := false
		for {
			if i >= n || comment(i) {
				end = true
				break
			}
			if bytes.HasPrefix(line[i:], p.delim) {
				i += len(p.delim)
				break
			}
			if p.quote != nil && bytes.HasPrefix(line[i:], p.quote) {
				buf, i = p.quoted(line, i, buf)
				continue
			}
			buf = append(buf, line[i])
			i++
		}
		fields = append(fields, buf[start:len(buf):len(buf)])
		if end {
			break
		}
	}
	return fields, buf, true
}

// splitPlain is split without quoting: the line is cut at its first
// comment, then split at each delimiter (or run of whitespace); the fields
// are sub-slices of the line.
func (p *txtParser) splitPlain(line []byte, fields [][]byte) ([][]byte, bool) {
	for _, c := range p.comments {
		var k int
		if len(c) == 1 {
			k = bytes.IndexByte(line, c[0])
		} else {
			k = bytes.Index(line, c)
		}
		if k >= 0 {
			line = line[:k]
		}
	}
	if p.delim == nil {
		i, n := 0, len(line)
		for {
			for i < n && isSpace(line[i]) {
				i++
			}
			if i >= n {
				break
			}
			start := i
			for i < n && !isSpace(line[i]) {
				i++
			}
			fields = append(fields, line[start:i:i])
		}
		return fields, len(fields) > 0
	}
	if len(line) == 0 { // NumPy skips only empty lines: whitespace is a field
		return fields, false
	}
	for {
		var k int
		if len(p.delim) == 1 {
			k = bytes.IndexByte(line, p.delim[0])
		} else {
			k = bytes.Index(line, p.delim)
		}
		if k < 0 {
			return append(fields, line), true
		}
		fields = append(fields, line[:k:k])
		line = line[k+len(p.delim):]
	}
}

// quoted appends the text of the quoted part that starts at line[i] (a
// quote) to buf and returns the index after its closing quote; two quotes
// inside stand for one, and a quote never closed runs to the end of the
// line.
func (p *txtParser) quoted(line []byte, i int, buf []byte) ([]byte, int) {
	q := len(p.quote)
	i += q
	for i < len(line) {
		if bytes.HasPrefix(line[i:], p.quote) {
			if bytes.HasPrefix(line[i+q:], p.quote) {
				buf = append(buf, p.quote...)
				i += 2 * q
				continue
			}
			return buf, i + q
		}
		buf = append(buf, line[i])
		i++
	}
	return buf, i
}

// parseTxt reads r whole and parses its lines into a table of T: after
// SkipRows, in parallel parts that each start at a line (one part when
// MaxRows is set or the text is small), joined in order. Every result and
// error is the one a single pass from the first line gives: each part
// reports its first error with its line counted from the part's start, and
// the first part in order with an error, or whose first row has another
// number of columns than the table's first row, gives the error.
func parseTxt[T tensor.Real](r io.Reader, opt TxtOptions) (txtTable[T], error) {
	var tb txtTable[T]
	p, err := newTxtParser(opt)
	if err != nil {
		return tb, err
	}
	data, err := readText(r)
	if err != nil {
		return tb, err
	}
	// Skip SkipRows lines.
	start, line0 := 0, 1
	for ; line0 <= opt.SkipRows && start < len(data); line0++ {
		k := bytes.IndexByte(data[start:], '\n')
		if k < 0 {
			start = len(data)
			break
		}
		start += k + 1
	}
	body := data[start:]
	parts := 1
	if opt.MaxRows == 0 {
		parts = par.Parts(len(body), 1<<18)
	}
	// Cut the body into parts that start at a line.
	bounds := make([]int, 0, parts+1)
	bounds = append(bounds, 0)
	for k := 1; k < parts; k++ {
		at := max(len(body)*k/parts, bounds[len(bounds)-1])
		if n := bytes.IndexByte(body[at:], '\n'); n >= 0 {
			at += n + 1
		} else {
			at = len(body)
		}
		bounds = append(bounds, at)
	}
	bounds = append(bounds, len(body))
	res := make([]txtPart[T], len(bounds)-1)
	kind, bits := kindOf[T](), int(reflect.TypeFor[T]().Size()*8)
	par.Run(len(res), func(k int) {
		res[k] = parsePart[T](body[bounds[k]:bounds[k+1]], p, opt, kind, bits)
	})
	// Join the parts in order; the first error in the text wins.
	cols, line := -1, line0
	total := 0
	for k := range res {
		r := &res[k]
		if r.rows > 0 && cols >= 0 && r.cols != cols {
			return tb, fmt.Errorf("npy: loadtxt: line %d has %d columns, the rows before it %d (select columns with UseCols): %w", line+r.firstLine, r.cols, cols, ErrText)
		}
		if r.err != nil {
			return tb, r.err(line + r.errLine)
		}
		if r.rows > 0 && cols < 0 {
			cols = r.cols
		}
		line += r.lines
		total += len(r.data)
	}
	tb.data, err = engine.MakeResult[T]("npy: loadtxt", total) // written whole below
	if err != nil {
		return tb, err
	}
	tb.data = tb.data[:0]
	for k := range res {
		tb.data = append(tb.data, res[k].data...)
		tb.rows += res[k].rows
	}
	if opt.MaxRows > 0 && tb.rows > opt.MaxRows {
		tb.rows = opt.MaxRows
	}
	tb.cols = max(cols, 0)
	if tb.rows == 0 {
		tb.cols = 0
	}
	tb.data = tb.data[:tb.rows*tb.cols]
	return tb, nil
}

// readText returns all of r: a file's bytes into one uncleared buffer of
// its size (the read writes it whole), anything else through io.ReadAll.
func readText(r io.Reader) ([]byte, error) {
	f, ok := r.(*os.File)
	if !ok {
		return io.ReadAll(r)
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() <= 0 {
		return io.ReadAll(r)
	}
	if st.Size() > math.MaxInt {
		return nil, fmt.Errorf("npy: loadtxt: a %d-byte file does not fit in memory here: %w", st.Size(), tensor.ErrTooLarge)
	}
	buf, err := engine.MakeResult[byte]("npy: loadtxt", int(st.Size()))
	if err != nil {
		return nil, err
	}
	n, err := io.ReadFull(f, buf)
	switch {
	case err == io.ErrUnexpectedEOF || err == io.EOF: // the file shrank
		return buf[:n], nil
	case err != nil:
		return nil, err
	}
	rest, err := io.ReadAll(f) // the file grew
	if err != nil {
		return nil, err
	}
	return append(buf, rest...), nil
}

// txtPart is what one part of the text parses to: its rows (of cols
// columns, the first of them on line firstLine of the part, counting from
// 0), the number of lines it holds, and its first error, made with the
// line's number in the whole text once that is known.
type txtPart[T tensor.Real] struct {
	data             []T
	rows, cols       int
	firstLine, lines int
	errLine          int
	err              func(line int) error
}

// parsePart parses the lines of one part.
func parsePart[T tensor.Real](text []byte, p *txtParser, opt TxtOptions, kind byte, bits int) txtPart[T] {
	var r txtPart[T]
	tab := pow10Tab()
	var fields [][]byte
	var buf []byte
	tb := txtTable[T]{}
	cols := -1
	for i := 0; len(text) > 0; i++ {
		k := bytes.IndexByte(text, '\n')
		var line []byte
		if k < 0 {
			line, text = text, nil
		} else {
			line, text = text[:k], text[k+1:]
		}
		r.lines++
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		var ok bool
		fields, buf, ok = p.split(line, fields, buf)
		if !ok {
			continue
		}
		if cols < 0 {
			cols = len(fields)
			if opt.UseCols != nil {
				cols = len(opt.UseCols)
			}
			r.firstLine = i
			if tb.data == nil && len(text) > 0 { // room for the rest, from this line's length
				if b, err := engine.MakeResult[T]("npy: loadtxt", (len(text)/(len(line)+1)+2)*cols); err == nil {
					tb.data = b[:0] // appended to: nothing past len is read
				}
			}
		}
		if f := tb.addRow(fields, opt.UseCols, cols, kind, bits, tab); f != nil {
			r.errLine, r.err = i, f
			break
		}
		if opt.MaxRows > 0 && tb.rows == opt.MaxRows {
			break
		}
	}
	r.data, r.rows, r.cols = tb.data, tb.rows, max(cols, 0)
	return r
}

// addRow converts the row's fields (those of useCols) and appends them;
// on a bad row it returns the maker of its error, given the line number.
func (tb *txtTable[T]) addRow(fields [][]byte, useCols []int, cols int, kind byte, bits int, tab []pow10Entry) func(int) error {
	if useCols == nil {
		if len(fields) != cols {
			n := len(fields)
			return func(line int) error {
				return fmt.Errorf("npy: loadtxt: line %d has %d columns, the rows before it %d (select columns with UseCols): %w", line, n, cols, ErrText)
			}
		}
		for k, f := range fields {
			v, err := parseField[T](f, kind, bits, tab)
			if err != nil {
				return fieldError(err, f, k)
			}
			tb.data = append(tb.data, v)
		}
	} else {
		for _, c := range useCols {
			k := c
			if k < 0 {
				k += len(fields)
			}
			if k < 0 || k >= len(fields) {
				n := len(fields)
				return func(line int) error {
					return fmt.Errorf("npy: loadtxt: column index %d is out of range for line %d with %d columns: %w", c, line, n, ErrText)
				}
			}
			v, err := parseField[T](fields[k], kind, bits, tab)
			if err != nil {
				return fieldError(err, fields[k], k)
			}
			tb.data = append(tb.data, v)
		}
	}
	tb.rows++
	return nil
}

func fieldError(err error, f []byte, k int) func(int) error {
	field := string(f)
	return func(line int) error {
		return fmt.Errorf("npy: loadtxt: line %d, column %d: %q: %w", line, k+1, field, err)
	}
}

// parseField parses one field as T, of kind 'f', 'i' or 'u' (kindOf) and
// bits wide. The field is read in place: no error keeps it.
func parseField[T tensor.Real](f []byte, kind byte, bits int, tab []pow10Entry) (T, error) {
	f = bytes.TrimSpace(f)
	s := unsafe.String(unsafe.SliceData(f), len(f))
	switch kind {
	case 'f':
		v, err := parseFloat(s, tab)
		return T(v), err // float32 through float64, as NumPy rounds
	case 'i':
		v, err := strconv.ParseInt(s, 10, bits)
		return T(v), intError(err, bits, true)
	}
	if len(s) > 1 && s[0] == '+' && s[1] != '+' && s[1] != '-' {
		s = s[1:] // NumPy takes a sign; ParseUint does not
	}
	v, err := strconv.ParseUint(s, 10, bits)
	return T(v), intError(err, bits, false)
}

// intError maps strconv's errors: out of range to tensor.ErrOverflow
// (NumPy raises), anything else to ErrText.
func intError(err error, bits int, signed bool) error {
	var ne *strconv.NumError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ne) && ne.Err == strconv.ErrRange:
		return fmt.Errorf("out of range for a %d-bit integer: %w", bits, tensor.ErrOverflow)
	case signed:
		return fmt.Errorf("not an integer: %w", ErrText)
	}
	return fmt.Errorf("not an unsigned integer: %w", ErrText)
}

// parseFloat parses a field as NumPy's loadtxt does: surrounding
// whitespace ignored; decimal digits with an optional exponent, "inf",
// "infinity" or "nan" in any case, with a sign; a magnitude past float64's
// range is ±Inf. Hexadecimal and underscores, which Go's ParseFloat
// accepts, are refused.
func parseFloat(s string, tab []pow10Entry) (float64, error) {
	if v, ok := parseDecimal(s, tab); ok { // the common case, as strconv gives it
		return v, nil
	}
	// Go's ParseFloat takes a hexadecimal mantissa after "0x" and
	// underscores between digits, as Go's literals: refuse both.
	h := s
	if len(h) > 0 && (h[0] == '+' || h[0] == '-') {
		h = h[1:]
	}
	if len(h) > 1 && h[0] == '0' && (h[1] == 'x' || h[1] == 'X') || strings.IndexByte(s, '_') >= 0 {
		return 0, fmt.Errorf("not a number: %w", ErrText)
	}
	v, err := strconv.ParseFloat(s, 64)
	if v != v { // NumPy's NaN is the default quiet NaN, with the sign written
		v = math.Float64frombits(0x7ff8000000000000)
		if len(s) > 0 && s[0] == '-' {
			v = math.Copysign(v, -1)
		}
	}
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
			return v, nil // ±Inf or ±0, as Python's float() gives
		}
		return 0, fmt.Errorf("not a number: %w", ErrText)
	}
	return v, nil
}

// TxtFormat are the options of [SaveTxt] and [WriteTxt], NumPy's savetxt
// arguments of the same names. The zero value is NumPy's defaults.
type TxtFormat struct {
	// Fmt is the format of the values in Python's %-notation: nil means
	// "%.18e"; one format applies to every column; one per column; or one
	// string holding a conversion per column, which is then the whole
	// line's format (Delimiter unused).
	Fmt []string
	// Delimiter separates the columns; "" means " ".
	Delimiter string
	// Newline ends each line; "" means "\n".
	Newline string
	// Header and Footer are written before and after the data, each of
	// their lines prefixed with Comments.
	Header, Footer string
	// Comments prefixes the header and footer lines; "" means "# ".
	Comments string
}

// WriteTxt writes t, a tensor of rank 1 (one value a line) or 2 (a row a
// line), as text, NumPy's np.savetxt. The conversions of Fmt are Python's
// d, i, e, E, f, F, g and G with its flags (-, +, space, 0, #), width and
// precision, and give Python's text ("nan", "inf", "-inf" for the special
// floats; %d of a float truncates toward zero, and of NaN or Inf is an
// error, as Python's is). It returns an error wrapping tensor.ErrRank for
// another rank, [ErrText] for a format it cannot read or a count of
// formats that is neither 1 nor the number of columns, or the writer's
// error.
func WriteTxt[T tensor.Real](w io.Writer, t dyn.AnyRank[T], opt TxtFormat) error {
	d, cols, line, tail, err := txtLine(t, opt)
	if err != nil {
		return err
	}
	nl := opt.Newline
	if nl == "" {
		nl = "\n"
	}
	com := opt.Comments
	if com == "" {
		com = "# "
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if opt.Header != "" {
		writeCommented(bw, opt.Header, com, nl)
	}
	kind := kindOf[T]()
	var b []byte
	j, k := 0, 0
	for v := range d.Values() {
		b = append(b, line[j].prefix...)
		if b, err = appendPy(b, line[j].conv, kind, v); err != nil {
			return fmt.Errorf("npy: savetxt: row %d, column %d: %w", k+1, j+1, err)
		}
		if j++; j == cols {
			b = append(b, tail...)
			b = append(b, nl...)
			if _, err := bw.Write(b); err != nil {
				return err
			}
			b, j = b[:0], 0
			k++
		}
	}
	if opt.Footer != "" {
		writeCommented(bw, opt.Footer, com, nl)
	}
	return bw.Flush()
}

// writeCommented writes s with each of its lines prefixed with com, then
// nl, as NumPy writes a header or footer (its inner line breaks stay "\n").
func writeCommented(w *bufio.Writer, s, com, nl string) {
	w.WriteString(com)
	w.WriteString(strings.ReplaceAll(s, "\n", "\n"+com))
	w.WriteString(nl)
}

// SaveTxt writes t to the text file at path; see [WriteTxt]. The file is
// created or truncated, after t and opt are checked: a rank, a format or a
// value (NaN for %d) that WriteTxt refuses leaves the file as it was.
func SaveTxt[T tensor.Real](path string, t dyn.AnyRank[T], opt TxtFormat) error {
	if err := checkTxt(t, opt); err != nil {
		return err
	}
	return saveFile(path, func(w io.Writer) error { return WriteTxt(w, t, opt) })
}

// checkTxt returns the error WriteTxt would return for t and opt before
// writing anything: the rank, the formats, and a NaN or infinity that a
// %d conversion of a float cannot format.
func checkTxt[T tensor.Real](t dyn.AnyRank[T], opt TxtFormat) error {
	d, cols, line, _, err := txtLine(t, opt)
	if err != nil || kindOf[T]() != 'f' {
		return err
	}
	j := 0
	for v := range d.Values() {
		if c := line[j].conv.verb; (c == 'd' || c == 'i') && (v != v || math.IsInf(float64(v), 0)) {
			return fmt.Errorf("npy: savetxt: column %d: cannot format %v with %%%c: %w", j+1, v, c, ErrText)
		}
		if j++; j == cols {
			j = 0
		}
	}
	return nil
}

// txtLine checks t's rank (1 or 2) and turns opt into one line's
// conversions, one per column, and the text after the last.
func txtLine[T tensor.Real](t dyn.AnyRank[T], opt TxtFormat) (d dyn.Tensor[T], cols int, line []lineItem, tail []byte, err error) {
	if d, err = dynOf(t); err != nil {
		return d, 0, nil, nil, err
	}
	switch d.Rank() {
	case 1:
		cols = 1
	case 2:
		cols = d.Shape()[1]
	default:
		return d, 0, nil, nil, fmt.Errorf("npy: savetxt: rank %d: expected a 1-D or 2-D tensor: %w", d.Rank(), tensor.ErrRank)
	}
	line, tail, err = lineFormat(opt, cols)
	return d, cols, line, tail, err
}

// pyConv is one Python %-conversion: flags, width, precision and verb.
type pyConv struct {
	minus, plus, space, zero, alt bool
	width, prec                   int // -1: none
	verb                          byte
}

// lineItem is the text before a conversion and the conversion; the last
// item of a line may be text alone (conv.verb 0).
type lineItem struct {
	prefix []byte
	conv   pyConv
}

// lineFormat turns the options into one line's items, as NumPy builds its
// row format: a list of formats (or one format repeated for every column)
// joined by the delimiter, or one string with a conversion per column.
func lineFormat(opt TxtFormat, cols int) ([]lineItem, []byte, error) {
	fmts := opt.Fmt
	if fmts == nil {
		fmts = []string{"%.18e"}
	}
	delim := opt.Delimiter
	if delim == "" {
		delim = " "
	}
	row := fmts[0]
	switch {
	case len(fmts) > 1 && len(fmts) != cols:
		return nil, nil, fmt.Errorf("npy: savetxt: %d formats for %d columns: %w", len(fmts), cols, ErrText)
	case len(fmts) > 1:
		row = strings.Join(fmts, delim)
	default:
		items, _, err := parsePyFormat(row)
		if err != nil {
			return nil, nil, err
		}
		if len(items) == 1 {
			row = strings.Join(slices.Repeat([]string{row}, cols), delim)
		}
	}
	items, tail, err := parsePyFormat(row)
	if err != nil {
		return nil, nil, err
	}
	if len(items) != cols {
		return nil, nil, fmt.Errorf("npy: savetxt: format %q has %d conversions for %d columns: %w", row, len(items), cols, ErrText)
	}
	return items, tail, nil
}

// parsePyFormat splits a Python %-format into conversions, each with the
// text before it, and the text after the last; "%%" is a percent sign.
func parsePyFormat(s string) ([]lineItem, []byte, error) {
	var items []lineItem
	var text []byte
	bad := func() ([]lineItem, []byte, error) {
		return nil, nil, fmt.Errorf("npy: savetxt: format %q: %w", s, ErrText)
	}
	for i := 0; i < len(s); {
		if s[i] != '%' {
			text = append(text, s[i])
			i++
			continue
		}
		i++
		if i < len(s) && s[i] == '%' {
			text = append(text, '%')
			i++
			continue
		}
		c := pyConv{width: -1, prec: -1}
	flags:
		for ; i < len(s); i++ {
			switch s[i] {
			case '-':
				c.minus = true
			case '+':
				c.plus = true
			case ' ':
				c.space = true
			case '0':
				c.zero = true
			case '#':
				c.alt = true
			default:
				break flags
			}
		}
		for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			c.width = max(c.width, 0)*10 + int(s[i]-'0')
			if c.width > 1000 {
				return bad()
			}
		}
		if i < len(s) && s[i] == '.' {
			i++
			c.prec = 0
			for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
				c.prec = c.prec*10 + int(s[i]-'0')
				if c.prec > 1000 {
					return bad()
				}
			}
		}
		if i >= len(s) {
			return bad()
		}
		switch s[i] {
		case 'd', 'i', 'e', 'E', 'f', 'F', 'g', 'G':
			c.verb = s[i]
		default:
			return bad()
		}
		i++
		items = append(items, lineItem{prefix: text, conv: c})
		text = nil
	}
	return items, text, nil
}

// kindOf is 'f', 'i' or 'u' for T's kind.
func kindOf[T tensor.Real]() byte {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Float32, reflect.Float64:
		return 'f'
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return 'i'
	}
	return 'u'
}

// appendPy appends v as Python's %-conversion c formats it.
func appendPy[T tensor.Real](b []byte, c pyConv, kind byte, v T) ([]byte, error) {
	f := float64(v)
	var body string
	neg := false
	switch {
	case c.verb == 'd' || c.verb == 'i':
		switch kind {
		case 'u':
			body = strconv.FormatUint(uint64(v), 10)
		case 'i':
			iv := int64(v)
			body = strconv.FormatInt(iv, 10)
			if neg = iv < 0; neg {
				body = body[1:]
			}
		default:
			if math.IsNaN(f) || math.IsInf(f, 0) {
				return b, fmt.Errorf("cannot format %v with %%%c: %w", f, c.verb, ErrText)
			}
			t := math.Trunc(f)
			body = strconv.FormatFloat(math.Abs(t), 'f', 0, 64)
			neg = t < 0
		}
		if c.prec > len(body) { // Python's minimum number of digits
			body = strings.Repeat("0", c.prec-len(body)) + body
		}
	case math.IsNaN(f):
		body = "nan"
		if c.verb == 'E' || c.verb == 'F' || c.verb == 'G' {
			body = "NAN"
		}
		return pyPad(b, c, body, false, true), nil // Python pads nan with zeros too
	case math.IsInf(f, 0):
		body = "inf"
		if c.verb == 'E' || c.verb == 'F' || c.verb == 'G' {
			body = "INF"
		}
		return pyPad(b, c, body, f < 0, true), nil
	default:
		prec := c.prec
		if prec < 0 {
			prec = 6
		}
		verb := c.verb
		if verb == 'F' {
			verb = 'f'
		}
		if (verb == 'g' || verb == 'G') && prec == 0 {
			prec = 1
		}
		neg = math.Signbit(f)
		switch {
		case (verb == 'g' || verb == 'G') && c.alt:
			body = pyAltG(math.Abs(f), verb, prec)
		case c.alt && prec == 0: // Python's %#.0e and %#.0f keep the point
			body = strconv.FormatFloat(math.Abs(f), verb, prec, 64)
			if k := strings.IndexAny(body, "eE"); k >= 0 {
				body = body[:k] + "." + body[k:]
			} else {
				body += "."
			}
		default:
			body = strconv.FormatFloat(math.Abs(f), verb, prec, 64)
		}
	}
	return pyPad(b, c, body, neg, true), nil
}

// pyAltG is Python's %#g: like %g but keeping trailing zeros and the
// decimal point.
func pyAltG(f float64, verb byte, prec int) string {
	e := strconv.FormatFloat(f, 'e', prec-1, 64)
	exp, _ := strconv.Atoi(e[bytes.IndexByte([]byte(e), 'e')+1:])
	if f == 0 {
		exp = 0
	}
	var s string
	if exp < -4 || exp >= prec {
		s = strconv.FormatFloat(f, 'e', prec-1, 64)
		if verb == 'G' {
			s = string(bytes.ToUpper([]byte(s)))
		}
		if !bytes.Contains([]byte(s), []byte(".")) {
			k := bytes.IndexAny([]byte(s), "eE")
			s = s[:k] + "." + s[k:]
		}
		return s
	}
	s = strconv.FormatFloat(f, 'f', prec-1-exp, 64)
	if !bytes.Contains([]byte(s), []byte(".")) {
		s += "."
	}
	return s
}

// pyPad adds the sign and pads body to the width as Python does: zeros after
// the sign when the 0 flag is set (numbers only), else spaces, on the left
// unless the - flag.
func pyPad(b []byte, c pyConv, body string, neg, numeric bool) []byte {
	sign := ""
	switch {
	case neg:
		sign = "-"
	case c.plus:
		sign = "+"
	case c.space:
		sign = " "
	}
	n := len(sign) + len(body)
	fill := max(c.width-n, 0)
	switch {
	case c.minus:
		b = append(b, sign...)
		b = append(b, body...)
		b = append(b, bytes.Repeat([]byte(" "), fill)...)
	case c.zero && numeric:
		b = append(b, sign...)
		b = append(b, bytes.Repeat([]byte("0"), fill)...)
		b = append(b, body...)
	default:
		b = append(b, bytes.Repeat([]byte(" "), fill)...)
		b = append(b, sign...)
		b = append(b, body...)
	}
	return b
}
