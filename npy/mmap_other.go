//go:build !unix

package npy

import (
	"errors"
	"os"
)

// canMap is false: the elements are read into memory.
const canMap = false

func mmap(*os.File, int) ([]byte, error) {
	return nil, errors.New("npy: memory mapping is not supported on this platform")
}

func munmap([]byte) error { return nil }

func mmapRW(*os.File, int) ([]byte, error) {
	return nil, errors.New("npy: memory mapping is not supported on this platform")
}

func msync([]byte) error { return nil }
